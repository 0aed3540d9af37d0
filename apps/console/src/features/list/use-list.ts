import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage, ListQuery, SearchField } from './list-types';
import { useComponentListState, useUrlListState } from './use-list-state';

export interface ListOptions<Row> {
  /** `url`: a page's own list (filters and page in the URL); `component`: a list inside a dialog or drawer. */
  stateIn: 'url' | 'component';
  /** Identifies the list in the query cache (e.g. `['sensors.list', 'house']`); the list's state is appended. */
  queryKey: readonly unknown[];
  fields: readonly SearchField[];
  fetchPage: (query: ListQuery) => Promise<ListPage<Row>>;
  /** False while the list cannot be asked for (e.g. a module without a product). */
  enabled?: boolean;
  /** Filters the list starts with (in the URL: while it names none of its own); 重置 restores them. */
  defaults?: Readonly<Record<string, string>>;
  /** Asks again every so many ms while the page is visible: for rows whose state moves on by itself. */
  refetchInterval?: number;
}

const NO_FILTERS: Readonly<Record<string, string>> = {};

/**
 * A server-paged list: its state (filters, page, page size) from where `stateIn` says, one query of it. While the
 * next page loads, the previous one stays on screen (`keepPreviousData`).
 */
export function useList<Row>({ stateIn, queryKey, fields, fetchPage, enabled = true, defaults = NO_FILTERS, refetchInterval }: ListOptions<Row>) {
  // Both sources are cheap and always called (hooks cannot be chosen per render); only the chosen one is used.
  const inUrl = useUrlListState(fields, defaults);
  const inComponent = useComponentListState(defaults);
  const { state, apply, resetFilters } = stateIn === 'url' ? inUrl : inComponent;
  const query = useQuery({
    queryKey: [...queryKey, state],
    queryFn: () => fetchPage(state),
    placeholderData: keepPreviousData,
    enabled,
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
  });

  return {
    state,
    query,
    /** The filters the list shows after 重置 (its `defaults`): the search form shows them, whether or not the URL changed. */
    defaults,
    /** New filters start again at page 1; 搜索 with the filters already applied asks the server again (as RuoYi's does). */
    search: (filters: Record<string, string>) => {
      if (!apply((current) => ({ ...current, filters, pageNum: 1 }))) void query.refetch();
    },
    reset: () => void apply((current) => ({ filters: resetFilters, pageNum: 1, pageSize: current.pageSize })),
    setPage: (pageNum: number) => void apply((current) => ({ ...current, pageNum })),
    setPageSize: (pageSize: number) => void apply((current) => ({ ...current, pageSize, pageNum: 1 })),
  };
}

export type ServerList<Row> = ReturnType<typeof useList<Row>>;
