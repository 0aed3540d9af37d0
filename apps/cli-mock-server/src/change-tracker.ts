import type { MockState, Row } from './state';
import type { StateChange } from './state-change';
import { rowsChange } from './rows-change';

/** A keyed record of the state whose keys are tracked one by one. */
type Keyed = 'sessions' | 'settings';

/** What a nested object belongs to: the row (of a named collection) or the record key whose value it is part of. */
type Root = { kind: 'row'; name: string; row: Row } | { kind: 'key'; record: Keyed; key: string };

/** How one collection changed since the batch began. */
interface CollectionLog {
  /** Its rows as the batch found them, once anything but an append touched it (undefined: only appends so far). */
  base?: Row[];
  /** Whether it existed when the batch began. */
  existed: boolean;
  /** Length before the first append, while only appends happened. */
  appendFrom?: number;
  /** Rows changed in place (their content; new rows are written whole anyway). */
  dirty: Set<Row>;
}

/** Everything changed since the last `take`, with what undoes it. */
class Batch {
  replaced = false;
  sequence = false;
  readonly collections = new Map<string, CollectionLog>();
  readonly keys: Record<Keyed, Set<string>> = { sessions: new Set(), settings: new Set() };
  /** Keys deleted in this batch: set again, they moved to the end, which replay does for a key removed and set. */
  readonly deleted: Record<Keyed, Set<string>> = { sessions: new Set(), settings: new Set() };
  /** Undo steps, newest last; sessions are never undone (a sign-in stays valid while the disk is full). */
  readonly undo: (() => void)[] = [];
  readonly #saved = new Set<object | string>();

  get empty(): boolean {
    return !this.replaced && !this.sequence && this.collections.size === 0 && this.keys.sessions.size === 0 && this.keys.settings.size === 0;
  }

  /** Runs `save` only for the first change of `target` in this batch. */
  once(target: object | string, save: () => void): void {
    if (this.#saved.has(target)) return;
    this.#saved.add(target);
    save();
  }
}

/** The changes one commit writes: undefined `change` when nothing changed; `replaced` when only a whole write says it. */
export interface TakenChanges {
  change: StateChange | undefined;
  replaced: boolean;
}

const isIndex = (prop: string | symbol): boolean => typeof prop === 'string' && /^(0|[1-9]\d*)$/.test(prop);
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
/** Array methods that move rows; applied to the raw array once the collection's rows as the batch found them are kept. */
const REORDERING = new Set(['unshift', 'splice', 'pop', 'shift', 'sort', 'reverse', 'fill', 'copyWithin']);

/**
 * Records each change to the state where it is made, so a write costs what it changed rather than a pass over the
 * whole state. Handlers keep working on ordinary-looking objects: they get proxies of the state, its collections, rows,
 * sessions and settings, whose writes are recorded (with what undoes them) before they reach the raw state. The raw
 * state never holds a proxy: values are unwrapped as they are stored.
 */
export class ChangeTracker {
  readonly #proxies = new WeakMap<object, object>();
  readonly #targets = new WeakMap<object, object>();
  #batch = new Batch();
  /** Taken by a commit whose write is not known to be on disk yet (undone too if it fails). */
  readonly #inFlight = new Set<Batch>();

  constructor(private readonly raw: () => MockState) {}

  /** The state as handlers see it: every change through it is recorded. */
  view(state: MockState): MockState {
    return this.#wrap(state, () => this.#stateHandler());
  }

  /** The state was replaced (reset): only a whole write says what it is now. */
  replaced(previous: MockState, restore: (state: MockState) => void): void {
    this.#batch.replaced = true;
    this.#batch.undo.push(() => restore(previous));
  }

  /** What changed since the last take, as one journal entry; what it changed is kept until `settle`d. */
  take(): { taken: TakenChanges; settle(ok: boolean): void } {
    const batch = this.#batch;
    this.#batch = new Batch();
    const taken: TakenChanges = { replaced: batch.replaced, change: batch.replaced || batch.empty ? undefined : this.#changeOf(batch) };
    this.#inFlight.add(batch);
    return { taken, settle: (ok) => (ok ? this.#inFlight.delete(batch) : undefined) };
  }

  /**
   * Undoes every change that is not on disk (the failed commit's, any other in flight and those made since), newest
   * first, so an answer of "could not be written" leaves nothing of it in memory. Sessions stay as they are.
   */
  rollback(): void {
    const batches = [...this.#inFlight, this.#batch];
    this.#inFlight.clear();
    this.#batch = new Batch();
    for (const batch of batches.reverse()) for (const step of batch.undo.reverse()) step();
  }

  #changeOf(batch: Batch): StateChange {
    const state = this.raw();
    const change: StateChange = {};
    if (batch.sequence) change.sequence = state.sequence;
    const collections: NonNullable<StateChange['collections']> = {};
    const dropped: string[] = [];
    for (const [name, log] of batch.collections) {
      const rows = state.collections[name];
      if (!rows) {
        if (log.existed) dropped.push(name);
        continue;
      }
      const changed = !log.existed ? { rows } : rowsChange(rows, log);
      if (changed) collections[name] = changed;
    }
    if (Object.keys(collections).length > 0) change.collections = collections;
    if (dropped.length > 0) change.droppedCollections = dropped;
    for (const record of ['sessions', 'settings'] as const) {
      const keys = batch.keys[record];
      if (keys.size === 0) continue;
      const current = state[record] as Record<string, unknown>;
      const set = Object.fromEntries([...keys].filter((key) => Object.hasOwn(current, key)).map((key) => [key, current[key]]));
      const removed = [...keys].filter((key) => !Object.hasOwn(current, key) || batch.deleted[record].has(key));
      change[record] = { ...(Object.keys(set).length > 0 ? { set } : {}), ...(removed.length > 0 ? { removed } : {}) } as never;
    }
    return change;
  }

  // --- recording -------------------------------------------------------------------------------------------------

  #collection(name: string): CollectionLog {
    let log = this.#batch.collections.get(name);
    if (!log) {
      const rows = this.raw().collections[name];
      log = { existed: rows !== undefined, dirty: new Set() };
      this.#batch.collections.set(name, log);
    }
    return log;
  }

  /** Before a change that is not an append: keeps the rows as the batch found them, and how to put them back. */
  #reorder(name: string): void {
    const log = this.#collection(name);
    if (log.base || !log.existed) {
      if (!log.existed) this.#batch.once(log, () => this.#batch.undo.push(() => delete this.raw().collections[name]));
      return;
    }
    const rows = this.raw().collections[name] ?? [];
    const base = rows.slice(0, log.appendFrom ?? rows.length);
    log.base = base;
    log.appendFrom = undefined;
    this.#batch.undo.push(() => {
      this.raw().collections[name] = [...base];
    });
  }

  #append(name: string): void {
    const log = this.#collection(name);
    if (log.base || !log.existed || log.appendFrom !== undefined) return;
    const rows = this.raw().collections[name] ?? [];
    const from = rows.length;
    log.appendFrom = from;
    this.#batch.undo.push(() => {
      const current = this.raw().collections[name];
      if (current === rows) current.length = from;
    });
  }

  #touch(root: Root): void {
    const batch = this.#batch;
    if (root.kind === 'row') {
      const log = this.#collection(root.name);
      log.dirty.add(root.row);
      batch.once(root.row, () => {
        const before = structuredClone(root.row);
        batch.undo.push(() => {
          for (const key of Object.keys(root.row)) delete root.row[key];
          Object.assign(root.row, before);
        });
      });
      return;
    }
    this.#key(root.record, root.key);
  }

  #key(record: Keyed, key: string): void {
    const batch = this.#batch;
    batch.keys[record].add(key);
    if (record === 'sessions') return;
    batch.once(`${record}\u0000${key}`, () => {
      const values = this.raw()[record] as Record<string, unknown>;
      const existed = Object.hasOwn(values, key);
      const before = existed ? structuredClone(values[key]) : undefined;
      batch.undo.push(() => {
        const current = this.raw()[record] as Record<string, unknown>;
        if (existed) current[key] = before;
        else delete current[key];
      });
    });
  }

  // --- proxies ---------------------------------------------------------------------------------------------------

  #wrap<T extends object>(target: T, handler: () => ProxyHandler<T>): T {
    let proxy = this.#proxies.get(target) as T | undefined;
    if (!proxy) {
      proxy = new Proxy(target, handler());
      this.#proxies.set(target, proxy);
      this.#targets.set(proxy, target);
    }
    return proxy;
  }

  /** The raw value to store: proxies replaced by their targets, in new objects and arrays too. */
  #unwrap = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    const target = this.#targets.get(value);
    if (target) return target;
    // Already part of the state (it was handed out): holds no proxy.
    if (this.#proxies.has(value)) return value;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) if (isObject(item)) value[index] = this.#unwrap(item);
    } else if (Object.getPrototypeOf(value) === Object.prototype) {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) if (isObject(record[key])) record[key] = this.#unwrap(record[key]);
    }
    return value;
  };

  #nested(value: unknown, root: Root): unknown {
    if (!isObject(value) || this.#targets.has(value)) return value;
    return this.#wrap(value, () => this.#nestedHandler(root));
  }

  #stateHandler(): ProxyHandler<MockState> {
    return {
      get: (target, prop, receiver) => {
        if (prop === 'collections') return this.#wrap(target.collections, () => this.#collectionsHandler());
        if (prop === 'sessions' || prop === 'settings') return this.#wrap(target[prop], () => this.#keyedHandler(prop));
        return Reflect.get(target, prop, receiver);
      },
      set: (target, prop, value) => {
        if (prop !== 'sequence') throw new Error(`vigil-mock: the state's ${String(prop)} is replaced only by a reset`);
        this.#batch.sequence = true;
        return Reflect.set(target, prop, value);
      },
    };
  }

  #collectionsHandler(): ProxyHandler<Record<string, Row[]>> {
    return {
      get: (target, prop) => {
        const rows = typeof prop === 'string' && Object.hasOwn(target, prop) ? target[prop] : undefined;
        return rows && typeof prop === 'string' ? this.#wrap(rows, () => this.#rowsHandler(prop)) : Reflect.get(target, prop);
      },
      set: (target, prop, value) => {
        if (typeof prop !== 'string' || !Array.isArray(value)) return false;
        this.#reorder(prop);
        target[prop] = (this.#targets.get(value) as Row[] | undefined) ?? (value.map(this.#unwrap) as Row[]);
        return true;
      },
      deleteProperty: (target, prop) => {
        if (typeof prop === 'string') this.#reorder(prop);
        return Reflect.deleteProperty(target, prop);
      },
    };
  }

  #rowsHandler(name: string): ProxyHandler<Row[]> {
    /** Changes to an array no longer in the state (replaced by a filtered copy) are not the state's. */
    const live = (rows: Row[]) => this.raw().collections[name] === rows;
    return {
      get: (target, prop, receiver) => {
        if (isIndex(prop)) return this.#nested(target[Number(prop)], { kind: 'row', name, row: target[Number(prop)] as Row });
        if (prop === 'push') {
          return (...rows: Row[]) => {
            if (live(target)) this.#append(name);
            return target.push(...(rows.map(this.#unwrap) as Row[]));
          };
        }
        if (typeof prop === 'string' && REORDERING.has(prop)) {
          return (...args: unknown[]) => {
            if (live(target)) this.#reorder(name);
            const method = Reflect.get(target, prop) as (...a: unknown[]) => unknown;
            const result = method.apply(target, prop === 'sort' ? args : args.map(this.#unwrap));
            if (result === target) return receiver;
            if (Array.isArray(result)) return result.map((row: Row) => this.#nested(row, { kind: 'row', name, row }));
            return isObject(result) ? this.#nested(result, { kind: 'row', name, row: result as Row }) : result;
          };
        }
        return Reflect.get(target, prop, receiver);
      },
      set: (target, prop, value) => {
        if (live(target)) {
          if ((isIndex(prop) && Number(prop) >= target.length) || (prop === 'length' && Number(value) >= target.length)) this.#append(name);
          else this.#reorder(name);
        }
        return Reflect.set(target, prop, this.#unwrap(value));
      },
      deleteProperty: (target, prop) => {
        if (live(target)) this.#reorder(name);
        return Reflect.deleteProperty(target, prop);
      },
    };
  }

  #keyedHandler(record: Keyed): ProxyHandler<Record<string, unknown>> {
    return {
      get: (target, prop) => {
        const value = Reflect.get(target, prop);
        return typeof prop === 'string' && Object.hasOwn(target, prop) ? this.#nested(value, { kind: 'key', record, key: prop }) : value;
      },
      set: (target, prop, value) => {
        if (typeof prop === 'string') this.#key(record, prop);
        return Reflect.set(target, prop, this.#unwrap(value));
      },
      deleteProperty: (target, prop) => {
        if (typeof prop === 'string') {
          this.#key(record, prop);
          this.#batch.deleted[record].add(prop);
        }
        return Reflect.deleteProperty(target, prop);
      },
    };
  }

  #nestedHandler(root: Root): ProxyHandler<object> {
    return {
      get: (target, prop, receiver) => {
        const value = Reflect.get(target, prop, receiver);
        return typeof prop === 'string' && Object.hasOwn(target, prop) ? this.#nested(value, root) : value;
      },
      set: (target, prop, value) => {
        this.#touch(root);
        return Reflect.set(target, prop, this.#unwrap(value));
      },
      deleteProperty: (target, prop) => {
        this.#touch(root);
        return Reflect.deleteProperty(target, prop);
      },
      defineProperty: (target, prop, descriptor) => {
        this.#touch(root);
        return Reflect.defineProperty(target, prop, { ...descriptor, ...('value' in descriptor ? { value: this.#unwrap(descriptor.value) } : {}) });
      },
    };
  }
}
