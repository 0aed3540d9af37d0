import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListQuery } from './list-types';
import { DEFAULT_PAGE_SIZE } from './list-url';
import type { ServerList, ServerListOptions } from './use-server-list';

/**
 * A server-paged list whose filters and page live in component state, not in the URL: for a list inside a dialog or
 * drawer (e.g. one user's transactions over the accounts list), which must not read or write the page's own list state.
 */
export function useStateList<Row>({ queryKey, fetchPage, enabled = true, defaults }: Omit<ServerListOptions<Row>, 'fields'>): ServerList<Row> {
  const [state, setState] = useState<ListQuery>(() => ({ filters: { ...defaults }, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE }));
  const query = useQuery({ queryKey: [...queryKey, state], queryFn: () => fetchPage(state), placeholderData: keepPreviousData, enabled });
  return {
    state,
    query,
    /** New filters start again at page 1; 搜索 with the same filters asks the server again. */
    search: (filters: Record<string, string>) => {
      if (state.pageNum === 1 && JSON.stringify(filters) === JSON.stringify(state.filters)) void query.refetch();
      else setState((current) => ({ ...current, filters, pageNum: 1 }));
    },
    reset: () => setState((current) => ({ filters: { ...defaults }, pageNum: 1, pageSize: current.pageSize })),
    setPage: (pageNum: number) => setState((current) => ({ ...current, pageNum })),
    setPageSize: (pageSize: number) => setState((current) => ({ ...current, pageSize, pageNum: 1 })),
  };
}
