import { type RefObject, useEffect } from 'react';

/** Below Tailwind's `sm`: the popup is docked under the page instead of floating over it. */
export const DOCK_QUERY = '(max-width: 639.98px)';
/** The docked popup's height, which the layout and the chooser leave free at the bottom. */
export const DOCK_VARIABLE = '--alarm-dock';

/**
 * On a phone a floating 320 px card would sit on a form's buttons. There the popup is docked
 * instead: its height is published as `--alarm-dock` on <html>, and the pages end above it.
 */
export function useAlarmDock(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    // Environments without layout (jsdom) have neither; there is nothing to dock there.
    if (!element || typeof window.matchMedia !== 'function' || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const query = window.matchMedia(DOCK_QUERY);
    const update = () => {
      if (query.matches) root.setProperty(DOCK_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
      else root.removeProperty(DOCK_VARIABLE);
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    query.addEventListener('change', update);
    update();
    return () => {
      observer.disconnect();
      query.removeEventListener('change', update);
      root.removeProperty(DOCK_VARIABLE);
    };
  }, [ref]);
}
