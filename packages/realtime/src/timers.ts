/** The timer functions the package uses, injectable so fake timers and test clocks work. */
export interface TimerProvider {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Looks the globals up at call time, so timers faked after import are still honoured. */
export const globalTimers: TimerProvider = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
