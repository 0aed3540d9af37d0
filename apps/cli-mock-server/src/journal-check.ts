import type { MockState } from './state';
import { applyChange, type StateChange } from './state-change';

/** Set to 1 (tests) to check, after each journal line, that replaying the journal gives the live state. */
export const CHECK_JOURNAL = process.env.VIGIL_MOCK_CHECK_JOURNAL === '1';

/** The state as JSON, collections in name order (their order means nothing). */
const canonical = (state: MockState): string =>
  JSON.stringify({ ...state, collections: Object.fromEntries(Object.entries(state.collections).sort(([a], [b]) => a.localeCompare(b))) });

/**
 * A development check of the change tracker: a copy of the state as the files hold it, moved on by each journal line
 * exactly as a restart replays it, must equal the live state. A change made where the tracker does not see it (an
 * object reached around the store's view) fails the write that should have carried it, naming where it differs.
 */
export class JournalCheck {
  #replayed: MockState | undefined;

  /** After a whole write: the files hold exactly this. */
  wrote(state: MockState): void {
    this.#replayed = JSON.parse(JSON.stringify(state)) as MockState;
  }

  /** After a journal line: replaying it must give the live state. */
  appended(change: StateChange, live: MockState): void {
    if (!this.#replayed) return;
    applyChange(this.#replayed, JSON.parse(JSON.stringify(change)) as StateChange);
    if (canonical(this.#replayed) === canonical(live)) return;
    const names = new Set([...Object.keys(live.collections), ...Object.keys(this.#replayed.collections)]);
    const replayed = this.#replayed;
    const differs = [...names].filter((name) => JSON.stringify(live.collections[name]) !== JSON.stringify(replayed.collections[name]));
    for (const key of ['sequence', 'sessions', 'settings'] as const) if (JSON.stringify(live[key]) !== JSON.stringify(replayed[key])) differs.push(key);
    this.#replayed = undefined;
    const message = `journal check: replaying the journal does not give the live state (${differs.join(', ') || 'order'}): a change was not recorded`;
    // Also on stderr: a test may not look at the answer of the write that failed.
    process.stderr.write(`vigil-mock: ${message}\n`);
    throw new Error(message);
  }
}
