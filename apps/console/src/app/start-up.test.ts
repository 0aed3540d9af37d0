import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atMost, FIRST_DATA_WAIT_MS } from './start-up';

/** Whether `promise` has settled by now (after the microtasks already queued). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('how long the first render waits for the page data (atMost)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes on as soon as the data is in, well before the bound', async () => {
    let answer: () => void = () => undefined;
    const data = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const wait = atMost(data, FIRST_DATA_WAIT_MS);
    await vi.advanceTimersByTimeAsync(40);
    expect(await settled(wait)).toBe(false);
    answer();
    expect(await settled(wait)).toBe(true);
  });

  it('goes on at the bound when the API is slower: the page then shows loading', async () => {
    const wait = atMost(new Promise<never>(() => undefined), FIRST_DATA_WAIT_MS);
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
  });

  it('goes on, without failing, when the data fails', async () => {
    const wait = atMost(Promise.reject(new Error('500')), FIRST_DATA_WAIT_MS);
    await expect(wait).resolves.toBeUndefined();
  });
});
