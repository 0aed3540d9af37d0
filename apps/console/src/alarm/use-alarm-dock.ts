import { type RefObject, useEffect } from 'react';

/** Below Tailwind's `sm`: the popup is docked under the page instead of floating over it. */
export const DOCK_QUERY = '(max-width: 639.98px)';
/** The docked popup's height, which the layout and the chooser leave free at the bottom. */
export const DOCK_VARIABLE = '--alarm-dock';
/** Where the popup floats: the height its bell row takes at the bottom of the window, which pages reserve below their end. */
export const FLOAT_VARIABLE = '--alarm-float';

/**
 * On a phone a floating 320 px card would sit on a form's buttons. There the popup is docked
 * instead: its height is published as `--alarm-dock` on <html>, and the pages end above it.
 * Elsewhere it floats, and the bell row (`bell`) would cover whatever ends a page (a pager's last page): its height
 * from the window's bottom is published as `--alarm-float`, which the pages leave free below their end.
 */
export function useAlarmDock(ref: RefObject<HTMLElement | null>, bell: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const row = bell.current;
    // Environments without layout (jsdom) have neither; there is nothing to dock there.
    if (!element || !row || typeof window.matchMedia !== 'function' || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const query = window.matchMedia(DOCK_QUERY);
    const update = () => {
      if (query.matches) {
        root.setProperty(DOCK_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
        root.removeProperty(FLOAT_VARIABLE);
      } else {
        root.removeProperty(DOCK_VARIABLE);
        root.setProperty(FLOAT_VARIABLE, `${Math.max(0, Math.ceil(window.innerHeight - row.getBoundingClientRect().top))}px`);
      }
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    observer.observe(row);
    query.addEventListener('change', update);
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      query.removeEventListener('change', update);
      window.removeEventListener('resize', update);
      root.removeProperty(DOCK_VARIABLE);
      root.removeProperty(FLOAT_VARIABLE);
    };
  }, [ref, bell]);
}
