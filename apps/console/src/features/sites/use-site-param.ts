import { useOwnSearch } from '../list/use-own-search';

/** The site a gas view shows, `?siteId=` of its URL ('' when none), and a way to choose another (back to page 1). */
export function useSiteParam(): [siteId: string, choose: (siteId: string) => void] {
  const { search, go } = useOwnSearch();
  const params = new URLSearchParams(search);
  const choose = (siteId: string) => {
    const next = new URLSearchParams(search);
    next.set('siteId', siteId);
    next.delete('pageNum');
    go(next.toString());
  };
  return [params.get('siteId')?.trim() ?? '', choose];
}
