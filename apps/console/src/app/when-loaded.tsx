import { createElement, useEffect, useState } from 'react';
import type { Preloadable } from './preloadable';

/**
 * Renders `of` once its code has loaded, and nothing before, without suspending. A Suspense boundary that shows its
 * fallback, even an empty one, makes React hold back every later reveal in the tree for up to 300 ms, the page's
 * first rows included (issue #24): the parts a page does not wait for (the alarm popup, the session prompt) load
 * beside it this way. A failed load goes to the enclosing error boundary, whose retry loads it again.
 */
export function WhenLoaded<P extends object>({ of, ...props }: { of: Preloadable<P> } & P) {
  const [, setLoaded] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const Loaded = of.loaded();
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    of.preload().then(
      () => live && setLoaded(true),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [of, Loaded]);
  if (failure) throw failure.error;
  return Loaded ? createElement(Loaded, props as P) : null;
}
