import { randomUUID } from 'node:crypto';
import { ApiError } from './errors';
import type { SessionActivity } from './session-activity';
import type { Row, StateStore } from './state';

/** The signed-in user of a request. */
export interface Session {
  token: string;
  user: Row;
}

/**
 * Issues a bearer token for a user, bound to its id (never reused), not its name: a token of a deleted user never
 * works for a new account of the same name. The token survives restarts with `--data`. Sessions are not counted:
 * they end when unused for the idle time (`--session-idle`), so nobody working is signed out by others signing in.
 */
export function openSession(store: StateStore, user: Row, activity: SessionActivity): string {
  const token = randomUUID().replace(/-/g, '');
  store.state.sessions[token] = String(user.userId);
  activity.touch(token);
  store.changed();
  return token;
}

/**
 * Reads `Authorization: Bearer …`; undefined when absent, unknown, idle past the timeout (then ended, as RuoYi's
 * token expires from its cache) or when the user is gone (deleted) or disabled. A session found is used now.
 */
export function sessionOf(store: StateStore, authorization: string | undefined, activity: SessionActivity): Session | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!token) return undefined;
  const userId = store.state.sessions[token];
  if (userId === undefined) return undefined;
  if (activity.idle(token)) {
    // Written with the next write (or the next sweep): a read does not wait for the disk.
    delete store.state.sessions[token];
    activity.forget(token);
    return undefined;
  }
  const user = store.collection('users').find((u) => String(u.userId) === userId);
  if (user?.status !== '0') return undefined;
  activity.touch(token);
  return { token, user };
}

/** Ends a session at once (POST /logout): the token then answers 401, as RuoYi deletes it from its cache. */
export function closeSession(store: StateStore, token: string, activity: SessionActivity): void {
  activity.forget(token);
  if (!Object.hasOwn(store.state.sessions, token)) return;
  delete store.state.sessions[token];
  store.changed();
}

/** Ends every idle session (a periodic sweep, so a long run does not keep them all); resolves as `changed` does. */
export async function endIdleSessions(store: StateStore, activity: SessionActivity): Promise<number> {
  const { sessions } = store.state;
  const idle = activity.idleAmong(Object.keys(sessions));
  for (const token of idle) {
    delete sessions[token];
    activity.forget(token);
  }
  if (idle.length > 0) await store.changed();
  return idle.length;
}

export function requireSession(session: Session | undefined): Session {
  if (!session) throw new ApiError(401, 'auth.expired');
  return session;
}
