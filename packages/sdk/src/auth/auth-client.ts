import type EventEmitter from 'eventemitter3';
import { TIMEOUTS } from '../constants';
import type { authEndpoints } from '../endpoints/auth';
import { type ClientEventMap, createClientEvents } from '../client/events';
import { createPolicyRequester } from '../client/policy-request';
import { SessionGate } from '../client/session-gate';
import type { CallOptions, ClientOptions, DomainClient } from '../client/types';
import { ANSWER_CHECKS } from './answer-checks';
import { type AuthCall, type AuthCallName, authCalls } from './auth-calls';
import { fetchSend } from './fetch-send';

/** The sign-in and session calls, typed as `createTableClient(options, { auth: authEndpoints })` types them. */
export interface AuthClient {
  readonly auth: DomainClient<typeof authEndpoints>;
  /** `sessionExpired`, `serverError`, `transportError`, `unreadableValues` (spec §8). */
  readonly events: EventEmitter<ClientEventMap>;
  /** Re-arms `sessionExpired` (call it once the user has dealt with the expired session). */
  resetSession(): void;
}

type NamedCall = AuthCall & { name: AuthCallName };

/** A call takes input when it has path params or a body. */
const takesInput = (call: AuthCall) => call.encoding !== 'none' || call.path.includes(':');

/**
 * The auth calls (`client.auth.<name>`) for a sign-in page: the same requests, error policy, events and errors as
 * `createTableClient(options, { auth: authEndpoints })`, sent with fetch (no ky), its events on eventemitter3 as the
 * full client's. A sign-in page's answers are checked by hand (`ANSWER_CHECKS`), without zod; any other answer, and
 * the signed-in calls' (`getInfo`, `getRouters`), are read with their schemas, loaded with the first such answer.
 */
export function createAuthClient(options: ClientOptions): AuthClient {
  if (typeof options?.baseUrl !== 'string') throw new TypeError('createAuthClient: baseUrl must be a string');
  if (typeof options.getToken !== 'function') throw new TypeError('createAuthClient: getToken must be a function');
  const events = createClientEvents();
  const session = new SessionGate();
  const read = async (call: NamedCall, body: unknown): Promise<unknown> => {
    const check = ANSWER_CHECKS[call.name];
    if (options.validate === false || check?.(body as Record<string, unknown>)) return body;
    const { readAuthAnswer } = await import('./read-auth-answer');
    return readAuthAnswer(call.name, body, options, events);
  };
  const send = createPolicyRequester<NamedCall>({ options, events, session, timeouts: { ...TIMEOUTS, ...options.timeouts } }, fetchSend, read);
  const auth = Object.fromEntries(
    Object.entries(authCalls).map(([name, definition]) => {
      const call: NamedCall = { ...definition, name: name as AuthCallName };
      const bound = takesInput(call)
        ? (input?: Record<string, unknown>, callOptions?: CallOptions) => send(call, input, callOptions)
        : (callOptions?: CallOptions) => send(call, undefined, callOptions);
      return [name, bound];
    }),
  );
  return { auth: Object.freeze(auth) as unknown as AuthClient['auth'], events, resetSession: () => session.reset() };
}
