import { StorageError } from './errors';

/** The part of `localStorage` the package uses; the console may pass a prefixing wrapper. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage calls can throw (quota, disabled storage); these return the failure instead. */
export function readStored(storage: StorageLike, key: string): { value: string | null } | { error: StorageError } {
  try {
    return { value: storage.getItem(key) };
  } catch (cause) {
    return { error: new StorageError(key, 'read', cause) };
  }
}

export function writeStored(storage: StorageLike, key: string, value: string | null): StorageError | undefined {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return undefined;
  } catch (cause) {
    return new StorageError(key, 'write', cause);
  }
}

/** A stored boolean ('true' / 'false'); anything else reads as `fallback`. */
export function readFlag(storage: StorageLike | undefined, key: string, fallback: boolean): boolean {
  if (!storage) return fallback;
  const read = readStored(storage, key);
  if ('error' in read) return fallback;
  return read.value === 'true' ? true : read.value === 'false' ? false : fallback;
}

export function writeFlag(storage: StorageLike | undefined, key: string, value: boolean): StorageError | undefined {
  return storage ? writeStored(storage, key, String(value)) : undefined;
}
