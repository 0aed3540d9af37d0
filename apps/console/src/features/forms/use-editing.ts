import { useCallback, useState } from 'react';

/** Counts the openings of every form dialog: a new number each time, even two openings in the same millisecond. */
let openings = 0;

/**
 * Which record a form dialog edits (null: the dialog is closed). Each `open` adds a new `key`: render the dialog with
 * it so every opening remounts and starts from the record's values, not what was typed before, even for the same record.
 */
export function useEditing<T extends object>(): { editing: (T & { key: number }) | null; open: (value: T) => void; close: () => void } {
  const [editing, setEditing] = useState<(T & { key: number }) | null>(null);
  const open = useCallback((value: T) => {
    openings += 1;
    setEditing({ ...value, key: openings });
  }, []);
  const close = useCallback(() => setEditing(null), []);
  return { editing, open, close };
}
