import { z } from 'zod';
import type { MockState, Row } from './state';

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
 * Keys of a record (sessions, settings) set to a new value or removed; or, when the keys moved (their order is the
 * sessions' age, oldest evicted first), the whole record.
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
type CollectionChange = z.infer<typeof collectionChangeSchema>;
type KeyedChange<T> = { set?: Record<string, T>; removed?: string[]; all?: Record<string, T> };

interface CollectionSnapshot {
  rows: Row[];
  /** JSON of each row, to tell rows changed in place (handlers mutate rows directly). */
  texts: string[];
}

const textsOf = (rows: readonly Row[]) => rows.map((row) => JSON.stringify(row));
const textMap = (record: Record<string, unknown>) => new Map(Object.entries(record).map(([key, value]) => [key, JSON.stringify(value)]));

/**
 * What a state looked like when it was last written, so the next write can hold only what changed since. Rows are
 * told apart by identity and compared by their JSON, which finds any change a handler makes in place without the
 * handlers having to report it.
 */
export class StateSnapshot {
  readonly state: MockState;
  readonly #seed: number;
  readonly #epoch: number;
  #sequence: number;
  #collections: Map<string, CollectionSnapshot>;
  #sessions: Map<string, string>;
  #settings: Map<string, string>;

  constructor(state: MockState) {
    this.state = state;
    this.#seed = state.seed;
    this.#epoch = state.epoch;
    this.#sequence = state.sequence;
    this.#collections = new Map(Object.entries(state.collections).map(([name, rows]) => [name, { rows: [...rows], texts: textsOf(rows) }]));
    this.#sessions = textMap(state.sessions);
    this.#settings = textMap(state.settings);
  }

  /** False once the state was replaced (reset) or re-seeded: then only a whole write says what it is. */
  covers(state: MockState): boolean {
    return state === this.state && state.seed === this.#seed && state.epoch === this.#epoch;
  }

  /** What changed since the snapshot, or undefined when nothing did; the snapshot moves on to the current state. */
  diff(): StateChange | undefined {
    const change: StateChange = {};
    if (this.state.sequence !== this.#sequence) change.sequence = this.#sequence = this.state.sequence;

    const collections: Record<string, CollectionChange> = {};
    const next = new Map<string, CollectionSnapshot>();
    // The order of collection names means nothing, so it is not kept.
    for (const [name, rows] of Object.entries(this.state.collections)) {
      const before = this.#collections.get(name);
      const texts = textsOf(rows);
      next.set(name, { rows: [...rows], texts });
      const changed = before ? diffRows(before, rows, texts) : { rows };
      if (changed) collections[name] = changed;
    }
    const dropped = [...this.#collections.keys()].filter((name) => !next.has(name));
    this.#collections = next;
    if (Object.keys(collections).length > 0) change.collections = collections;
    if (dropped.length > 0) change.droppedCollections = dropped;

    const sessions = diffKeys(this.#sessions, this.state.sessions);
    this.#sessions = sessions.texts;
    if (sessions.change) change.sessions = sessions.change;
    const settings = diffKeys(this.#settings, this.state.settings);
    this.#settings = settings.texts;
    if (settings.change) change.settings = settings.change;

    return Object.keys(change).length > 0 ? change : undefined;
  }
}

function diffRows(before: CollectionSnapshot, rows: readonly Row[], texts: readonly string[]): CollectionChange | undefined {
  const oldPosition = new Map<Row, number>(before.rows.map((row, index) => [row, index]));
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
    if (texts[index] !== before.texts[old]) updated.push([old, row]);
  }
  const removed = before.rows.map((_row, index) => index).filter((index) => !kept.has(index));
  if (removed.length === 0 && updated.length === 0 && inserted.length === 0) return undefined;
  return { ...(removed.length > 0 ? { removed } : {}), ...(updated.length > 0 ? { updated } : {}), ...(inserted.length > 0 ? { inserted } : {}) };
}

function diffKeys<T>(before: ReadonlyMap<string, string>, record: Record<string, T>): { texts: Map<string, string>; change?: KeyedChange<T> } {
  const texts = textMap(record);
  if (!keepsOrder(before, texts)) return { texts, change: { all: record } };
  const set: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) if (before.get(key) !== texts.get(key)) set[key] = value;
  const removed = [...before.keys()].filter((key) => !texts.has(key));
  const change = { ...(Object.keys(set).length > 0 ? { set } : {}), ...(removed.length > 0 ? { removed } : {}) };
  return Object.keys(change).length > 0 ? { texts, change } : { texts };
}

/** Whether replay (removals in place, new keys appended) gives the keys in their current order. */
function keepsOrder(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): boolean {
  const position = new Map([...before.keys()].map((key, index) => [key, index]));
  let last = -1;
  let added = false;
  for (const key of after.keys()) {
    const at = position.get(key);
    if (at === undefined) added = true;
    else if (added || at < last) return false;
    else last = at;
  }
  return true;
}

/** Applies a change taken by `StateSnapshot.diff` to the state it was taken from; throws when it does not fit. */
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
