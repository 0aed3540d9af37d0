import type EventEmitter from 'eventemitter3';
import { TIMEOUTS } from '../constants';
import type { EndpointDefinition } from '../endpoints/define-endpoint';
import { type ClientEventMap, createClientEvents } from './events';
import { createRequester } from './request';
import { SessionGate } from './session-gate';
import type { CallOptions, ClientOptions, DomainClient, EndpointInput, EndpointResult } from './types';

/** Domains of endpoint definitions, shaped like `endpoints` or any subset of it (e.g. `{ auth: authEndpoints }`). */
export type EndpointTable = Readonly<Record<string, Readonly<Record<string, EndpointDefinition>>>>;

export interface ClientCore {
  /** `sessionExpired`, `serverError`, `transportError` (spec §8). */
  readonly events: EventEmitter<ClientEventMap>;
  /** Re-arms `sessionExpired` (call it once the user has dealt with the expired session). */
  resetSession(): void;
  /** Calls any endpoint definition, including ones a third party defines with `defineEndpoint`. */
  request<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>, options?: CallOptions): Promise<EndpointResult<E>>;
}

/** `client.<domain>.<name>()` for the domains of `T`, plus the shared core. */
export type TableClient<T extends EndpointTable> = { readonly [D in keyof T]: DomainClient<T[D]> } & ClientCore;

function hasInput(endpoint: EndpointDefinition): boolean {
  return Boolean(endpoint.params ?? endpoint.query ?? endpoint.body);
}

/**
 * Builds a client for only the domains it is given, so a bundle carries only their schemas
 * (a sign-in page: `createTableClient(options, { auth: authEndpoints })`). Same requests, policy and events as `createClient`.
 */
export function createTableClient<const T extends EndpointTable>(options: ClientOptions, table: T): TableClient<T> {
  if (typeof options?.baseUrl !== 'string') throw new TypeError('createClient: baseUrl must be a string');
  if (typeof options.getToken !== 'function') throw new TypeError('createClient: getToken must be a function');
  if (typeof table !== 'object' || table === null) throw new TypeError('createTableClient: table must be an object of endpoint groups');
  const events = createClientEvents();
  const session = new SessionGate();
  const send = createRequester({ options, events, session, timeouts: { ...TIMEOUTS, ...options.timeouts } });

  const bind = (endpoint: EndpointDefinition) =>
    hasInput(endpoint)
      ? (input?: Record<string, unknown>, callOptions?: CallOptions) => send(endpoint, input, callOptions)
      : (callOptions?: CallOptions) => send(endpoint, undefined, callOptions);

  const domains = Object.fromEntries(
    Object.entries(table).map(([domain, group]) => [
      domain,
      Object.freeze(Object.fromEntries(Object.entries(group).map(([name, endpoint]) => [name, bind(endpoint)]))),
    ]),
  );

  return {
    ...domains,
    events,
    resetSession: () => session.reset(),
    request: (endpoint, input, callOptions) => send(endpoint, input as Record<string, unknown> | undefined, callOptions) as never,
  } as TableClient<T>;
}
