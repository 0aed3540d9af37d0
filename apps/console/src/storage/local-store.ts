/** JSON values in a Storage, every key behind one prefix. Broken or foreign values read as absent. */
export interface LocalStore {
  get<T>(key: string, parse: (value: unknown) => T | null): T | null;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** A Storage view whose keys are prefixed, for libraries that take a Storage. */
  readonly storage: Storage;
}

export function createLocalStore(backing: Storage, prefix: string): LocalStore {
  const full = (key: string) => `${prefix}${key}`;
  const safely = (write: () => void) => {
    try {
      write();
    } catch {
      // Quota exceeded or storage disabled: the app keeps working from memory.
    }
  };
  const storage: Storage = {
    get length() {
      let n = 0;
      for (let i = 0; i < backing.length; i++) if (backing.key(i)?.startsWith(prefix)) n++;
      return n;
    },
    key(index) {
      const own: string[] = [];
      for (let i = 0; i < backing.length; i++) {
        const k = backing.key(i);
        if (k?.startsWith(prefix)) own.push(k.slice(prefix.length));
      }
      return own[index] ?? null;
    },
    getItem: (key) => backing.getItem(full(key)),
    setItem: (key, value) => safely(() => backing.setItem(full(key), value)),
    removeItem: (key) => backing.removeItem(full(key)),
    clear() {
      for (let i = backing.length - 1; i >= 0; i--) {
        const k = backing.key(i);
        if (k?.startsWith(prefix)) backing.removeItem(k);
      }
    },
  };
  return {
    storage,
    get(key, parse) {
      const raw = backing.getItem(full(key));
      if (raw === null) return null;
      try {
        return parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    set(key, value) {
      safely(() => backing.setItem(full(key), JSON.stringify(value)));
    },
    remove(key) {
      backing.removeItem(full(key));
    },
  };
}
