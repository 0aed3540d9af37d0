import { useCallback, useState } from 'react';

type Updater<T> = T | ((previous: T) => T);

/** State that the parent may own (value + onChange) or leave to the component (initial). */
export function useControllable<T>(value: T | undefined, onChange: ((next: T) => void) | undefined, initial: T) {
  const [own, setOwn] = useState(initial);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (updater: Updater<T>) => {
      const next = typeof updater === 'function' ? (updater as (previous: T) => T)(current) : updater;
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set] as const;
}
