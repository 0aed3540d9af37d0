import { z } from 'zod';
import { ChangeTracker } from './change-tracker';

/** One stored record. Collections hold JSON rows so the whole state can be persisted as is. */
export type Row = Record<string, unknown>;

export const persistedStateSchema = z.object({
  format: z.literal('vigil-mock-state'),
  version: z.literal(1),
  seed: z.number().int(),
  /** Start of the day the data was generated on; seeded times are relative to it. */
  epoch: z.number(),
  /** Last id handed out; ids are unique across collections. */
  sequence: z.number().int().nonnegative(),
  collections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  /** Bearer token → user name. */
  sessions: z.record(z.string(), z.string()),
  /** Singletons (site config, system info…). */
  settings: z.record(z.string(), z.unknown()),
});

export type MockState = z.infer<typeof persistedStateSchema>;

/** The fields that hold a row's own id, by collection kind (users' userId, dictionaries' dictCode…). */
const ID_FIELDS = ['id', 'userId', 'roleId', 'deptId', 'menuId', 'noticeId', 'dictId', 'dictCode', 'configId'];

/** The highest numeric id any row holds: ids are never reused (a session follows its user's id). */
export function highestId(state: MockState): number {
  let highest = 0;
  for (const rows of Object.values(state.collections)) {
    for (const row of rows) {
      for (const field of ID_FIELDS) {
        const value = row[field];
        if (typeof value === 'number' && Number.isSafeInteger(value) && value > highest) highest = value;
      }
    }
  }
  return highest;
}

/** Told of each change; the returned promise settles once the change is dealt with (on disk, with --data). */
export type ChangeListener = () => void | Promise<void>;

/** The live state plus change notification (used by persistence). */
export class StateStore {
  #state: MockState;
  readonly #listeners = new Set<ChangeListener>();
  #tracker: ChangeTracker | undefined;

  constructor(
    initial: MockState,
    private readonly seedState: () => MockState,
  ) {
    this.#state = initial;
    // A state file whose sequence was lowered (by hand, or an old copy) must not hand out an id already in use.
    initial.sequence = Math.max(initial.sequence, highestId(initial));
  }

  /** The state handlers read and change; with tracking on (`--data`), a view that records each change. */
  get state(): MockState {
    return this.#tracker ? this.#tracker.view(this.#state) : this.#state;
  }

  /** The state itself, never a recording view: for writing it whole and for copies (a view cannot be cloned). */
  get raw(): MockState {
    return this.#state;
  }

  /** Records every change from now on (the journal writes what was recorded, and undoes it when it cannot). */
  track(): ChangeTracker {
    this.#tracker ??= new ChangeTracker(() => this.#state);
    return this.#tracker;
  }

  collection(name: string): Row[] {
    const { collections } = this.state;
    let rows = collections[name];
    if (!rows) {
      collections[name] = [];
      rows = collections[name] as Row[];
    }
    return rows;
  }

  nextId(): number {
    this.state.sequence += 1;
    return this.#state.sequence;
  }

  /** Back to the seed; sessions are dropped too. Settles as `changed` does. */
  reset(): Promise<void> {
    const previous = this.#state;
    this.#state = this.seedState();
    this.#tracker?.replaced(previous, (state) => {
      this.#state = state;
    });
    return this.changed();
  }

  /**
   * Tells the listeners that the state changed. Resolves once they are done: with --data, once the change is on disk;
   * rejects when it could not be saved (and the change is then undone). Callers that do not wait (the alarm feed)
   * cannot crash the process with it.
   */
  changed(): Promise<void> {
    const done = Promise.all([...this.#listeners].map((listener) => listener())).then(() => undefined);
    done.catch(() => {});
    return done;
  }

  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
