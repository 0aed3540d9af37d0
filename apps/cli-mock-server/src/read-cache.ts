import type { StateStore } from './state';

/**
 * Calls whose answer is a function of the state, the caller, its input, language and time zone, and the minute (a
 * device's readings are computed per minute): the pages' lists and the shell's calls. Nothing else is cached (payment
 * reads expire orders to the millisecond, exports are files, histories are ranges ending now).
 */
export const CACHED_READS: ReadonlySet<string> = new Set(['sensors.list', 'alarms.list', 'notices.list', 'notices.unreadCount', 'auth.getInfo', 'auth.getRouters']);

/** Entries kept at most; past it the cache starts over (a bound, not a policy: the same few reads repeat). */
const MAX_ENTRIES = 1000;

/**
 * Answers (their JSON text) of the reads above, as last written for the same caller and input. Any change to the
 * state (every write calls `changed`) and any call to the control API that may change an answer (reading overrides,
 * raw fields) empties it. An answer computed while a change happened is not kept (the generation moved on).
 */
export class ReadCache {
  readonly #answers = new Map<string, string>();
  #generation = 0;

  constructor(store: StateStore) {
    store.onChange(() => this.clear());
  }

  /** What a read must hand back to `keep` its answer. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): string | undefined {
    return this.#answers.get(key);
  }

  keep(key: string, text: string, generation: number): void {
    if (generation !== this.#generation) return;
    if (this.#answers.size >= MAX_ENTRIES) this.#answers.clear();
    this.#answers.set(key, text);
  }

  clear(): void {
    this.#generation += 1;
    this.#answers.clear();
  }
}
