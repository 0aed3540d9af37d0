import { vi } from 'vitest';

type FrameCallback = () => void;

/** Stubs requestAnimationFrame as in a browser; the test runs each frame by hand with `tick`. */
export function installFrames() {
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
