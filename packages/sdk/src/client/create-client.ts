import EventEmitter from 'eventemitter3';
import { TIMEOUTS } from '../constants';
import type { EndpointDefinition } from '../endpoints/define-endpoint';
import { type Endpoints, endpoints } from '../endpoints/index';
import type { ClientEventMap } from './events';
import { createRequester } from './request';
import { SessionGate } from './session-gate';
import type { CallOptions, ClientOptions, DomainClient, EndpointFunction, EndpointInput, EndpointResult } from './types';

type DomainClients = { readonly [D in keyof Endpoints]: DomainClient<Endpoints[D]> };

export type VigilClient = DomainClients & {
  /** `sessionExpired`, `serverError`, `transportError` (spec §8). */
  readonly events: EventEmitter<ClientEventMap>;
  /** Re-arms `sessionExpired` (call it once the user has dealt with the expired session). */
  resetSession(): void;
  /** Calls any endpoint definition, including ones a third party defines with `defineEndpoint`. */
  request<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>, options?: CallOptions): Promise<EndpointResult<E>>;
  /** Alias of `devices` (spec §7 "Misc"). */
  readonly misc: DomainClients['devices'];
};

function hasInput(endpoint: EndpointDefinition): boolean {
  return Boolean(endpoint.params ?? endpoint.query ?? endpoint.body);
}

/** Builds the typed client from the endpoint table: one generic request function behind every call. */
export function createClient(options: ClientOptions): VigilClient {
  if (typeof options?.baseUrl !== 'string') throw new TypeError('createClient: baseUrl must be a string');
  if (typeof options.getToken !== 'function') throw new TypeError('createClient: getToken must be a function');
  const events = new EventEmitter<ClientEventMap>();
  const session = new SessionGate();
  const send = createRequester({ options, events, session, timeouts: { ...TIMEOUTS, ...options.timeouts } });

  const bind = (endpoint: EndpointDefinition) =>
    hasInput(endpoint)
      ? (input?: Record<string, unknown>, callOptions?: CallOptions) => send(endpoint, input, callOptions)
      : (callOptions?: CallOptions) => send(endpoint, undefined, callOptions);

  const domains = Object.fromEntries(
    Object.entries(endpoints).map(([domain, group]) => [
      domain,
      Object.freeze(Object.fromEntries(Object.entries(group).map(([name, endpoint]) => [name, bind(endpoint)]))),
    ]),
  ) as unknown as DomainClients;

  return {
    ...domains,
    misc: domains.devices,
    events,
    resetSession: () => session.reset(),
    request: (endpoint, input, callOptions) => send(endpoint, input as Record<string, unknown> | undefined, callOptions) as never,
  };
}

export type { EndpointFunction };
