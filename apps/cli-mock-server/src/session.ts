import { randomUUID } from 'node:crypto';
import { ApiError } from './errors';
import type { Row, StateStore } from './state';

/** The signed-in user of a request. */
export interface Session {
  token: string;
  user: Row;
}

/** Sessions kept at most; the oldest go first (a load test signs in thousands of times). */
const MAX_SESSIONS = 1000;

/**
 * Issues a bearer token for a user, bound to its id (never reused), not its name: a token of a deleted user never
 * works for a new account of the same name. The token survives restarts with `--data`.
 */
export function openSession(store: StateStore, user: Row): string {
  const token = randomUUID().replace(/-/g, '');
  const sessions = store.state.sessions;
  sessions[token] = String(user.userId);
  const tokens = Object.keys(sessions);
  for (const old of tokens.slice(0, Math.max(0, tokens.length - MAX_SESSIONS))) delete sessions[old];
  store.changed();
  return token;
}

/** Reads `Authorization: Bearer …`; undefined when absent, unknown or the user is gone (deleted) or disabled. */
export function sessionOf(store: StateStore, authorization: string | undefined): Session | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!token) return undefined;
  const userId = store.state.sessions[token];
  if (userId === undefined) return undefined;
  const user = store.collection('users').find((u) => String(u.userId) === userId);
  if (user?.status !== '0') return undefined;
  return { token, user };
}

/** Ends a session at once (POST /logout): the token then answers 401, as RuoYi deletes it from its cache. */
export function closeSession(store: StateStore, token: string): void {
  if (!Object.hasOwn(store.state.sessions, token)) return;
  delete store.state.sessions[token];
  store.changed();
}

export function requireSession(session: Session | undefined): Session {
  if (!session) throw new ApiError(401, 'auth.expired');
  return session;
}
