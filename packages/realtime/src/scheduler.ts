import { CHANGE_INTERVAL_MS } from './defaults';
import { globalTimers, type TimerProvider } from './timers';

/**
 * Runs `callback` once, later (or at once, for `leadingEdge`); returns a cancel function. Used to coalesce
 * notifications.
 */
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

/** Hidden tabs get no animation frames; this bounds how long a change (and the alarm sound) can wait. */
const HIDDEN_TAB_FALLBACK_MS = 250;

/**
 * One call per animation frame where frames exist (browsers), else per interval (Node).
 * In a browser a timer races the frame, so a background tab still hears about new alarms.
 */
export function frameScheduler(
  intervalMs: number = CHANGE_INTERVAL_MS,
  timers: TimerProvider = globalTimers,
  hiddenFallbackMs: number = HIDDEN_TAB_FALLBACK_MS,
): ChangeScheduler {
  return (callback) => {
    const { requestAnimationFrame, cancelAnimationFrame } = globalThis as FrameGlobals;
    if (!requestAnimationFrame || !cancelAnimationFrame) return intervalScheduler(intervalMs, timers)(callback);
    let pending = true;
    const cancel = () => {
      pending = false;
      cancelAnimationFrame(frame);
      timers.clearTimeout(timer);
    };
    const run = () => {
      if (!pending) return;
      cancel();
      callback();
    };
    const frame = requestAnimationFrame(run);
    const timer = timers.setTimeout(run, hiddenFallbackMs);
    return cancel;
  };
}

/**
 * The leading edge of `inner`: a callback runs at once when nothing ran since `inner` last ticked (a lone alarm is
 * shown without waiting for a frame); one that comes after, in the same tick, waits for `inner` (a flood is still
 * batched, one run per tick). With `frameScheduler`, a tick is an animation frame.
 */
export function leadingEdge(inner: ChangeScheduler): ChangeScheduler {
  /** Something ran since inner's last tick. */
  let busy = false;
  const ran = () => {
    if (busy) return;
    busy = true;
    // Requested before any deferred run of this tick, so it is released first and that run marks the next tick busy.
    inner(() => {
      busy = false;
    });
  };
  return (callback) => {
    if (!busy) {
      ran();
      callback();
      return () => {};
    }
    return inner(() => {
      ran();
      callback();
    });
  };
}
