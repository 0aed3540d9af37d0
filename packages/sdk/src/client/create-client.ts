import type EventEmitter from 'eventemitter3';
import type { EndpointDefinition } from '../endpoints/define-endpoint';
import { type Endpoints, endpoints } from '../endpoints/index';
import type { ClientEventMap } from './events';
import { createTableClient } from './table-client';
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

/** Builds the typed client from the whole endpoint table: one generic request function behind every call. */
export function createClient(options: ClientOptions): VigilClient {
  const client = createTableClient(options, endpoints);
  return { ...client, misc: client.devices };
}

export type { EndpointFunction };
