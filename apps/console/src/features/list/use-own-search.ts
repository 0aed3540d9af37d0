import { useCallback, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The query string of the page this component was mounted on, and a way to replace it. A kept-alive page reads the
 * URL only while it is the page on screen, so another page's query never leaks into it.
 */
export function useOwnSearch(): { search: string; go: (query: string) => void } {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const ownPath = useRef(location);
  const ownSearch = useRef(search);
  if (location === ownPath.current) ownSearch.current = search;
  const go = useCallback((query: string) => navigate(query ? `${ownPath.current}?${query}` : ownPath.current), [navigate]);
  return { search: ownSearch.current, go };
}
