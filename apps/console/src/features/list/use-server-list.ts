import { type ListOptions, useList } from './use-list';

/** A page's own list, its filters and page in the URL: `useList` with `stateIn: 'url'`. */
export function useServerList<Row>(options: Omit<ListOptions<Row>, 'stateIn'>) {
  return useList<Row>({ ...options, stateIn: 'url' });
}
