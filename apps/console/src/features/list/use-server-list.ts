import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ListPage, ListQuery, SearchField } from './list-types';
import { formatListQuery, parseListQuery } from './list-url';
import { useOwnSearch } from './use-own-search';

export interface ServerListOptions<Row> {
  /** Identifies the list in the query cache (e.g. `['sensors.list', 'house']`); the list's state is appended. */
  queryKey: readonly unknown[];
  fields: readonly SearchField[];
  fetchPage: (query: ListQuery) => Promise<ListPage<Row>>;
  /** False while the list cannot be asked for (e.g. a module without a product). */
  enabled?: boolean;
  /** Filters the list starts with while the URL names none of its own (e.g. a required time range); 重置 restores them. */
  defaults?: Readonly<Record<string, string>>;
}

/**
 * A server-paged list whose filters and page live in the URL (a reload or a shared link restores them). While the
 * next page loads, the previous one stays on screen (`keepPreviousData`). A kept-alive list reads the URL only while
 * it is the page on screen, so another page's query never leaks into it.
 */
export function useServerList<Row>({ queryKey, fields, fetchPage, enabled = true, defaults }: ServerListOptions<Row>) {
  const { search: current, go } = useOwnSearch();

  const state = useMemo(() => {
    const parsed = parseListQuery(current, fields);
    return defaults ? { ...parsed, filters: { ...defaults, ...parsed.filters } } : parsed;
  }, [current, fields, defaults]);
  const query = useQuery({
    queryKey: [...queryKey, state],
    queryFn: () => fetchPage(state),
    placeholderData: keepPreviousData,
    enabled,
  });

  const apply = useCallback(
    (next: ListQuery) => go(formatListQuery(next, fields, current)),
    [current, fields, go],
  );

  return {
    state,
    query,
    /** New filters start again at page 1; 搜索 with the filters already applied asks the server again (as RuoYi's does). */
    search: (filters: Record<string, string>) => {
      const next = { ...state, filters, pageNum: 1 };
      apply(next);
      if (formatListQuery(next, fields) === formatListQuery(state, fields)) void query.refetch();
    },
    reset: () => apply({ filters: {}, pageNum: 1, pageSize: state.pageSize }),
    setPage: (pageNum: number) => apply({ ...state, pageNum }),
    setPageSize: (pageSize: number) => apply({ ...state, pageSize, pageNum: 1 }),
  };
}

export type ServerList<Row> = ReturnType<typeof useServerList<Row>>;
