import { useCallback, useMemo, useState } from 'react';
import type { ListQuery, SearchField } from './list-types';
import { DEFAULT_PAGE_SIZE, formatListQuery, parseListQuery } from './list-url';
import { useOwnSearch } from './use-own-search';

/** Where a list's state lives: what it is now, and how to change it. */
export interface ListStateSource {
  state: ListQuery;
  /** Applies `update` to the state; false when the result is the state already (a 搜索 then asks the server again). */
  apply: (update: (state: ListQuery) => ListQuery) => boolean;
  /** The filters 重置 applies: those that make the list show its `defaults` again. */
  resetFilters: Readonly<Record<string, string>>;
}

const NONE: Readonly<Record<string, string>> = {};

/** A page list's state read from its URL query, `defaults` filling in the filters it does not name. */
export function urlListState(search: string, fields: readonly SearchField[], defaults: Readonly<Record<string, string>> | undefined): ListQuery {
  const parsed = parseListQuery(search, fields);
  return defaults ? { ...parsed, filters: { ...defaults, ...parsed.filters } } : parsed;
}

/**
 * The state in the URL (a reload or a shared link restores it). `defaults` fill in the filters the URL does not name,
 * so 重置 empties the URL's filters. A kept-alive list reads the URL only while it is the page on screen.
 */
export function useUrlListState(fields: readonly SearchField[], defaults: Readonly<Record<string, string>> | undefined): ListStateSource {
  const { search: current, go } = useOwnSearch();
  const state = useMemo(() => urlListState(current, fields, defaults), [current, fields, defaults]);
  const apply = useCallback(
    (update: (state: ListQuery) => ListQuery) => {
      const next = update(state);
      // Navigates even to the same URL, which rewrites a hand-typed one (`?pageNum=1`) in its plain form.
      go(formatListQuery(next, fields, current));
      return formatListQuery(next, fields) !== formatListQuery(state, fields);
    },
    [state, current, fields, go],
  );
  return { state, apply, resetFilters: NONE };
}

/**
 * The state in the component, not the URL: for a list inside a dialog or drawer (e.g. one user's transactions over
 * the accounts list), which must not read or write the page's own list state. It starts from `defaults`.
 */
export function useComponentListState(defaults: Readonly<Record<string, string>> | undefined): ListStateSource {
  const resetFilters = defaults ?? NONE;
  const [state, setState] = useState<ListQuery>(() => ({ filters: resetFilters, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE }));
  const apply = (update: (state: ListQuery) => ListQuery) => {
    const changed = JSON.stringify(update(state)) !== JSON.stringify(state);
    // An unchanged state keeps its identity (as the URL's does), so the list keeps its selection and search draft.
    if (changed) setState(update);
    return changed;
  };
  return { state, apply, resetFilters };
}
