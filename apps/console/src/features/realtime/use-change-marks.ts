import { useEffect, useRef, useState } from 'react';

/** How long a changed value stays marked. */
export const CHANGE_MARK_MS = 3000;

/**
 * The keys whose value changed since the previous `values` (a key seen for the first time is not a change), each
 * marked for CHANGE_MARK_MS. `values` should keep its identity while nothing changed (memoise it).
 */
export function useChangeMarks(values: ReadonlyMap<string, string>): ReadonlySet<string> {
  const previous = useRef<ReadonlyMap<string, string> | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    if (!before) return;
    const changed = [...values].filter(([key, value]) => before.has(key) && before.get(key) !== value).map(([key]) => key);
    if (changed.length === 0) return;
    setMarked((current) => new Set([...current, ...changed]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMarked((current) => new Set([...current].filter((key) => !changed.includes(key))));
    }, CHANGE_MARK_MS);
    timers.current.add(timer);
  }, [values]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  return marked;
}
