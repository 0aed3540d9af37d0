import { startTransition, useEffect, useState } from 'react';
import { keepsOnScreen, pageCodeLoaded } from './start-up';

export interface ShownLocation {
  path: string;
  /** The query with its `?`, or ''. */
  search: string;
}

/**
 * The location the router renders: the URL's at once when its page's code has loaded, else the page of the layout on
 * screen stays until it has (a transition). A page whose code is not in yet so opens without a loading fallback in
 * between, which would make React hold the page back by up to 300 ms after its code came (issue #24).
 */
export function useShownLocation(path: string, search: string): ShownLocation {
  const [shown, setShown] = useState<ShownLocation>({ path, search });
  const ready = pageCodeLoaded(path, search) || !keepsOnScreen(shown.path, shown.search);
  const current = shown.path === path && shown.search === search;
  useEffect(() => {
    if (current) return;
    startTransition(() => setShown({ path, search }));
  }, [path, search, current]);
  return ready ? { path, search } : shown;
}
