import { CHANGE_INTERVAL_MS } from './defaults';
import { globalTimers, type TimerProvider } from './timers';

/** Runs `callback` once, later; returns a cancel function. Used to coalesce notifications. */
export type ChangeScheduler = (callback: () => void) => () => void;

/** Coalesces to one call per `ms` through the given timers. */
export function intervalScheduler(ms: number = CHANGE_INTERVAL_MS, timers: TimerProvider = globalTimers): ChangeScheduler {
  return (callback) => {
    const handle = timers.setTimeout(callback, ms);
    return () => timers.clearTimeout(handle);
  };
}

interface FrameGlobals {
  requestAnimationFrame?: (callback: () => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
}

/** One call per animation frame where frames exist (browsers), else per interval (Node). */
export function frameScheduler(fallback: ChangeScheduler = intervalScheduler()): ChangeScheduler {
  return (callback) => {
    const { requestAnimationFrame, cancelAnimationFrame } = globalThis as FrameGlobals;
    if (!requestAnimationFrame || !cancelAnimationFrame) return fallback(callback);
    const handle = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(handle);
  };
}
