import { z } from 'zod';
import type { MockState, Row } from './state';

/* The journal's entries: what one commit changed. Written by ChangeTracker, read back by applyChange at start. */

const rowSchema = z.record(z.string(), z.unknown());
const position = z.number().int().nonnegative();

/**
 * How one collection changed. Positions are enough to name rows (no id field needed): a change is only ever applied
 * to the exact collection it was taken from, which replay rebuilds line by line.
 */
const collectionChangeSchema = z.object({
  /** The whole collection: a new one, or one whose rows moved in a way the positional form cannot say. */
  rows: z.array(rowSchema).optional(),
  /** Positions (before the change) of rows that are gone. */
  removed: z.array(position).optional(),
  /** Position (before the change) and new content of rows changed in place. */
  updated: z.array(z.tuple([position, rowSchema])).optional(),
  /** Position (after the change) of added rows, ascending. */
  inserted: z.array(z.tuple([position, rowSchema])).optional(),
});

/**
 * Keys of a record (sessions, settings) set to a new value or removed; `all` (the whole record) is written by older
 * versions, when the sessions' order was their age.
 */
const keyedChangeSchema = <T extends z.ZodType>(value: T) =>
  z.object({ set: z.record(z.string(), value).optional(), removed: z.array(z.string()).optional(), all: z.record(z.string(), value).optional() });

export const stateChangeSchema = z.object({
  sequence: z.number().int().nonnegative().optional(),
  collections: z.record(z.string(), collectionChangeSchema).optional(),
  droppedCollections: z.array(z.string()).optional(),
  sessions: keyedChangeSchema(z.string()).optional(),
  settings: keyedChangeSchema(z.unknown()).optional(),
});

export type StateChange = z.infer<typeof stateChangeSchema>;
export type CollectionChange = z.infer<typeof collectionChangeSchema>;
type KeyedChange<T> = { set?: Record<string, T>; removed?: string[]; all?: Record<string, T> };

/** Applies a journal entry (see ChangeTracker.take) to the state it was taken from; throws when it does not fit. */
export function applyChange(state: MockState, change: StateChange): void {
  if (change.sequence !== undefined) state.sequence = change.sequence;
  for (const name of change.droppedCollections ?? []) delete state.collections[name];
  for (const [name, collection] of Object.entries(change.collections ?? {})) state.collections[name] = applyRows(name, state.collections[name], collection);
  applyKeys(state.sessions, change.sessions);
  applyKeys(state.settings, change.settings);
}

function applyRows(name: string, current: Row[] | undefined, change: CollectionChange): Row[] {
  if (change.rows) return change.rows;
  if (!current) throw new Error(`collection ${name} changes but does not exist`);
  const fits = (index: number, length: number) => {
    if (index >= length) throw new Error(`collection ${name} has no row at position ${index}`);
  };
  const rows = [...current];
  for (const [index, row] of change.updated ?? []) {
    fits(index, rows.length);
    rows[index] = row;
  }
  const removed = new Set(change.removed ?? []);
  for (const index of removed) fits(index, rows.length);
  const kept = rows.filter((_row, index) => !removed.has(index));
  for (const [index, row] of change.inserted ?? []) {
    fits(index, kept.length + 1);
    kept.splice(index, 0, row);
  }
  return kept;
}

function applyKeys<T>(record: Record<string, T>, change: KeyedChange<T> | undefined): void {
  if (change?.all) for (const key of Object.keys(record)) delete record[key];
  for (const key of change?.removed ?? []) delete record[key];
  Object.assign(record, change?.all ?? {});
  Object.assign(record, change?.set ?? {});
}
