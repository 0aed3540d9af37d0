import { randomUUID } from 'node:crypto';
import { ApiError } from './errors';
import type { Row, StateStore } from './state';

/** The signed-in user of a request. */
export interface Session {
  token: string;
  user: Row;
}

/** Issues a bearer token for a user name; the token survives restarts with `--data`. */
export function openSession(store: StateStore, userName: string): string {
  const token = randomUUID().replace(/-/g, '');
  store.state.sessions[token] = userName;
  store.changed();
  return token;
}

export function closeSession(store: StateStore, token: string): void {
  if (delete store.state.sessions[token]) store.changed();
}

/** Reads `Authorization: Bearer …`; undefined when absent, unknown or the user is gone or disabled. */
export function sessionOf(store: StateStore, authorization: string | undefined): Session | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!token) return undefined;
  const userName = store.state.sessions[token];
  const user = store.collection('users').find((u) => u.userName === userName);
  if (user?.status !== '0') return undefined;
  return { token, user };
}

export function requireSession(session: Session | undefined): Session {
  if (!session) throw new ApiError(401, '登录状态已过期，请重新登录 Login expired, please sign in again');
  return session;
}
