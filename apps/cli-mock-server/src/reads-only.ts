import type { EndpointDefinition } from '@vigil/sdk';

/**
 * Whether a call only reads: a GET, or a call whose permission is a `list` or `query` tag (RuoYi's list pages post
 * their filters). Such calls change nothing, so they raise no change: no journal diff, and a user's cached grants
 * survive them (a change notification on every list call cost the paged device list about 15% of its throughput).
 */
export function readsOnly(endpoint: Pick<EndpointDefinition, 'method' | 'access'>): boolean {
  return endpoint.method === 'GET' || /:(list|query)$/.test(endpoint.access);
}
