import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameScheduler } from './scheduler';

type FrameCallback = () => void;

function installFrames() {
  const frames = new Map<number, FrameCallback>();
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameCallback) => {
    next += 1;
    frames.set(next, callback);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
  return {
    pending: () => frames.size,
    tick() {
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback();
    },
  };
}

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
