import { type ComponentType, createElement, lazy, useState } from 'react';

export interface Preloadable<P> {
  /** Renders the component: at once when its code has loaded, else suspending (React.lazy) until it has. */
  Component: ComponentType<P>;
  /** Loads its code now (once): start-up asks for a page's code before the first render. */
  preload: () => Promise<unknown>;
  /** The component once its code has loaded, else undefined. */
  loaded: () => ComponentType<P> | undefined;
}

/**
 * A lazily loaded component that, once its code has loaded, renders without suspending. A React.lazy component
 * suspends on its first render even when its chunk is already in, and React holds back revealing a boundary that
 * showed its fallback by up to 300 ms: three nested lazy levels (layout, page, page kind) cost up to a second.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load is tried again on the next render (the error boundary's retry).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy's are.
  function Component(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the page.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  return { Component, preload, loaded: () => loaded };
}
