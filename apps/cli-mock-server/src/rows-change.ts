import type { Row } from './state';
import type { CollectionChange } from './state-change';

/** What the change tracker knows of one collection's batch (see ChangeTracker). */
export interface RowsLog {
  /** The rows as the batch found them, once they were moved or removed. */
  base?: readonly Row[];
  /** Length before the first append, while only appends happened. */
  appendFrom?: number;
  /** Rows changed in place. */
  dirty: ReadonlySet<Row>;
}

/** Past this many changed rows, their positions come from one pass over the rows rather than a search each. */
const SEARCH_LIMIT = 8;

/**
 * The journal's form of one collection's change, from what was recorded: rows are told apart by identity and only
 * rows recorded as changed are written, so nothing is serialised to find out what changed.
 */
export function rowsChange(rows: readonly Row[], log: RowsLog): CollectionChange | undefined {
  if (log.base) return diffByIdentity(log.base, rows, log.dirty);
  const from = log.appendFrom ?? rows.length;
  const inserted = rows.slice(from).map((row, index): [number, Row] => [from + index, row]);
  const updated: [number, Row][] = [];
  if (log.dirty.size > 0) {
    const positions = log.dirty.size > SEARCH_LIMIT ? new Map(rows.map((row, index) => [row, index])) : undefined;
    for (const row of log.dirty) {
      const at = positions ? positions.get(row) : rows.indexOf(row);
      if (at !== undefined && at >= 0 && at < from) updated.push([at, row]);
    }
    updated.sort(([a], [b]) => a - b);
  }
  return shaped([], updated, inserted);
}

function diffByIdentity(base: readonly Row[], rows: readonly Row[], dirty: ReadonlySet<Row>): CollectionChange | undefined {
  const oldPosition = new Map<Row, number>(base.map((row, index) => [row, index]));
  const kept = new Set<number>();
  const updated: [number, Row][] = [];
  const inserted: [number, Row][] = [];
  let last = -1;
  for (const [index, row] of rows.entries()) {
    const old = oldPosition.get(row);
    // A row seen for the first time, or a second copy of one, is an insert.
    if (old === undefined || kept.has(old)) {
      inserted.push([index, row]);
      continue;
    }
    // Surviving rows changed order: say the whole collection.
    if (old < last) return { rows: [...rows] };
    last = old;
    kept.add(old);
    if (dirty.has(row)) updated.push([old, row]);
  }
  const removed = base.map((_row, index) => index).filter((index) => !kept.has(index));
  return shaped(removed, updated, inserted);
}

function shaped(removed: number[], updated: [number, Row][], inserted: [number, Row][]): CollectionChange | undefined {
  if (removed.length === 0 && updated.length === 0 && inserted.length === 0) return undefined;
  return { ...(removed.length > 0 ? { removed } : {}), ...(updated.length > 0 ? { updated } : {}), ...(inserted.length > 0 ? { inserted } : {}) };
}
