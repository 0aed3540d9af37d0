/**
 * The first page's start-up, marked on the browser's performance timeline as `vigil:<phase>`. The start-up bench
 * (`bench/start-up.mjs`) reads every mark with this prefix and prints where a cold open spends its time. A mark costs
 * microseconds and nothing reads it in the app.
 */
export const START_UP_MARK_PREFIX = 'vigil:';

/** In order: the settings file read, the page's code in, the page's data in the cache, the first render asked for. */
export type StartUpPhase = 'settings' | 'code' | 'data' | 'render';

export function markStartUp(phase: StartUpPhase): void {
  // An environment without the User Timing API (an old embedded browser) loses the figure, never the page.
  if (typeof performance?.mark === 'function') performance.mark(`${START_UP_MARK_PREFIX}${phase}`);
}
