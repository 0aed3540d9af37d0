import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The longest the wait lasts: a slow page's data must not hold the alarms back. */
const MAX_WAIT_MS = 2000;

/**
 * False until the page's first data has come (no query of `client` in flight) and the browser has painted a frame
 * after it (or MAX_WAIT_MS have passed), then true. The alarm socket, its resync and the popup's first renders wait
 * for it, so they never delay the page's first rows (issue #24); the resync then shows what came meanwhile.
 */
export function useAfterPagePaint(client: QueryClient): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (after) return;
    let settled = false;
    let frame = 0;
    let painted = 0;
    const settle = () => {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearTimeout(cap);
      // A task queued from an animation frame runs once that frame is painted.
      frame = requestAnimationFrame(() => {
        painted = window.setTimeout(() => setAfter(true));
      });
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) settle();
    });
    const cap = window.setTimeout(settle, MAX_WAIT_MS);
    if (client.isFetching() === 0) settle();
    return () => {
      unsubscribe();
      clearTimeout(cap);
      cancelAnimationFrame(frame);
      clearTimeout(painted);
    };
  }, [client, after]);
  return after;
}
