/**
 * The mock's clock: the wall clock (or the one a test injects), moved on by the control API (`POST /__mock/clock`)
 * so that what follows time (device presence, helmet uploads, recording tasks, expiries) moves without waiting.
 * It only ever moves forward; a reset goes back to the wall clock.
 */
export class MockClock {
  #offsetMs = 0;

  constructor(private readonly wall: () => number) {}

  now(): number {
    return this.wall() + this.#offsetMs;
  }

  /** How far the clock is ahead of the wall clock, in ms. */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Moves the clock on by `ms` (not negative); returns the new offset. */
  advance(ms: number): number {
    this.#offsetMs += Math.max(0, ms);
    return this.#offsetMs;
  }

  /** Back to the wall clock. */
  reset(): void {
    this.#offsetMs = 0;
  }
}
