import { useState } from 'react';
import type { ListAction } from './list-types';

interface Pending<Row> {
  action: ListAction<Row>;
  rows: readonly Row[];
}

/** Runs an action at once, or holds a destructive one until the user confirms it. */
export function useConfirmedAction<Row>(onDone?: () => void) {
  const [pending, setPending] = useState<Pending<Row> | null>(null);
  const run = async (action: ListAction<Row>, rows: readonly Row[]) => {
    await action.run(rows);
    onDone?.();
  };
  return {
    pending,
    trigger: (action: ListAction<Row>, rows: readonly Row[]) => {
      if (action.destructive) setPending({ action, rows });
      else void run(action, rows);
    },
    confirm: () => {
      if (pending) void run(pending.action, pending.rows);
      setPending(null);
    },
    cancel: () => setPending(null),
  };
}
