import type { QueryClient } from '@tanstack/react-query';
import type { ListOptions } from './use-list';
import { urlListState } from './use-list-state';

/** What a page's own list is, shared by the page (`useServerList`) and the route's prefetch. */
export type PageListOptions<Row> = Pick<ListOptions<Row>, 'queryKey' | 'fields' | 'fetchPage' | 'defaults'>;

/**
 * Asks for a page's list as `useServerList` will, under the same query key, from the URL's query: the page then
 * finds its rows in the cache (or the request already under way) instead of asking once its code has loaded.
 */
export function prefetchPageList<Row>(client: QueryClient, { queryKey, fields, fetchPage, defaults }: PageListOptions<Row>, search: string): Promise<void> {
  // useList's default filters are `{}`: the same key as an undefined `defaults` would give only by that rule.
  const state = urlListState(search, fields, defaults ?? {});
  return client.prefetchQuery({ queryKey: [...queryKey, state], queryFn: () => fetchPage(state) });
}
