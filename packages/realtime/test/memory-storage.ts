import type { StorageLike } from '../src/index';

/** An in-memory localStorage stand-in. */
export class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

/** A scheduler the test runs by hand, to observe coalescing. */
export function manualScheduler() {
  const queue: (() => void)[] = [];
  return {
    scheduled: () => queue.length,
    run() {
      for (const callback of queue.splice(0)) callback();
    },
    scheduler: (callback: () => void) => {
      queue.push(callback);
      return () => {
        const index = queue.indexOf(callback);
        if (index >= 0) queue.splice(index, 1);
      };
    },
  };
}
