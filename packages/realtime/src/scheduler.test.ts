import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFrames } from '../test/frames';
import { frameScheduler, intervalScheduler, leadingEdge } from './scheduler';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('frameScheduler', () => {
  it('runs once on the next animation frame in a browser', () => {
    vi.useFakeTimers();
    const frames = installFrames();
    const callback = vi.fn();
    frameScheduler()(callback);
    frames.tick();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('still runs in a hidden tab, where frames never come, after the fallback delay', () => {
    vi.useFakeTimers();
    const frames = installFrames();
    const callback = vi.fn();
    frameScheduler(16, undefined, 250)(callback);
    vi.advanceTimersByTime(249);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(frames.pending()).toBe(0);
  });

  it('cancels both the frame and the timer', () => {
    vi.useFakeTimers();
    const frames = installFrames();
    const callback = vi.fn();
    const cancel = frameScheduler()(callback);
    cancel();
    frames.tick();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });

  it('uses the interval where there are no animation frames (Node)', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    frameScheduler(40)(callback);
    vi.advanceTimersByTime(39);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('leadingEdge', () => {
  it('runs a lone callback at once, and defers one that follows within the same tick to that tick', () => {
    vi.useFakeTimers();
    const schedule = leadingEdge(intervalScheduler(16));
    const first = vi.fn();
    const second = vi.fn();
    schedule(first);
    expect(first).toHaveBeenCalledTimes(1);
    schedule(second);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('keeps batching while callbacks keep coming, and is quiet again once a tick passes with none', () => {
    vi.useFakeTimers();
    const schedule = leadingEdge(intervalScheduler(16));
    schedule(() => {});
    // The deferred run of the next tick counts as a run in it: what comes after still waits a tick.
    schedule(() => {});
    vi.advanceTimersByTime(16);
    const afterBatch = vi.fn();
    schedule(afterBatch);
    expect(afterBatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16);
    expect(afterBatch).toHaveBeenCalledTimes(1);
    // A tick with nothing run: the next lone callback runs at once again.
    vi.advanceTimersByTime(16);
    const lone = vi.fn();
    schedule(lone);
    expect(lone).toHaveBeenCalledTimes(1);
  });

  it('cancels a deferred callback', () => {
    vi.useFakeTimers();
    const schedule = leadingEdge(intervalScheduler(16));
    schedule(() => {});
    const deferred = vi.fn();
    schedule(deferred)();
    vi.advanceTimersByTime(100);
    expect(deferred).not.toHaveBeenCalled();
  });
});
