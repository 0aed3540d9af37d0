import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSecondsUntil } from './use-seconds-until';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 0, 1, 8, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSecondsUntil', () => {
  it('counts whole seconds down to 0 and stops there', async () => {
    const deadline = Date.now() + 2500;
    const { result } = renderHook(() => useSecondsUntil(deadline));
    expect(result.current).toBe(3);
    await advance(1000);
    expect(result.current).toBe(2);
    await advance(2000);
    expect(result.current).toBe(0);
    await advance(5000);
    expect(result.current).toBe(0);
  });
});
