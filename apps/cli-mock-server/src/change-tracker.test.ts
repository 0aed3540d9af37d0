import { describe, expect, it } from 'vitest';
import { createRandom } from './random';
import { createSeedState } from './seed';
import type { MockState, Row } from './state';
import { ChangeTracker } from './change-tracker';
import { applyChange, stateChangeSchema } from './state-change';

const copy = (state: MockState): MockState => JSON.parse(JSON.stringify(state)) as MockState;
/** The state as JSON, collections sorted by name (their order means nothing; the order of rows and sessions does). */
const canonical = (state: MockState) => JSON.stringify({ ...state, collections: Object.fromEntries(Object.entries(state.collections).sort(([a], [b]) => a.localeCompare(b))) });

/** Rows in a few real collections, cut short so that the rounds stay quick. */
function smallState(): MockState {
  const seeded = createSeedState(3, Date.parse('2026-11-23T10:00:00Z'));
  const collections = Object.fromEntries(['users', 'alarms', 'notices', 'workOrders'].map((name) => [name, (seeded.collections[name] ?? []).slice(0, 30)]));
  return { ...seeded, collections };
}

/** The ways handlers change the state (through the tracker's view): in place, push, unshift, filter, reassignment, sessions, settings. */
function mutate(state: MockState, random: ReturnType<typeof createRandom>): void {
  const names = Object.keys(state.collections);
  const name = random.pick(names);
  const rows = state.collections[name] ?? [];
  const row = (): Row => ({ id: ++state.sequence, title: `row ${state.sequence}`, tags: [random.int(0, 9)] });
  switch (random.int(0, 9)) {
    case 0:
      rows.push(row());
      break;
    case 1:
      rows.unshift(row(), row());
      break;
    case 2:
      if (rows.length > 0) random.pick(rows).changed = random.int(0, 1000);
      break;
    case 3: {
      const target = rows.find((r) => Array.isArray(r.tags));
      if (target) (target.tags as number[]).push(random.int(0, 9));
      break;
    }
    case 4: {
      const gone = new Set(rows.filter(() => random.chance(0.1)));
      state.collections[name] = rows.filter((r) => !gone.has(r));
      break;
    }
    case 5:
      rows.splice(random.int(0, rows.length), 0, row());
      break;
    case 6: {
      // A token set again moves to the end: sessions are evicted oldest first, so their order matters.
      const token = `token${random.int(0, 20)}`;
      delete state.sessions[token];
      state.sessions[token] = random.pick(['admin', 'operator']);
      delete state.sessions[`token${random.int(0, 20)}`];
      break;
    }
    case 7:
      state.settings[random.pick(['siteConfig', 'snConfigs'])] = random.chance(0.3) ? null : { value: random.int(0, 9) };
      break;
    case 8:
      // Rows reordered (never done by handlers today): the change carries the whole collection.
      state.collections[name] = [...rows].reverse();
      break;
    default:
      state.collections[`extra${random.int(0, 2)}`] = [row()];
      if (random.chance(0.3)) delete state.collections[`extra${random.int(0, 2)}`];
  }
}

describe('state changes, recorded where they are made', () => {
  it('replaying each recorded change on the previous state rebuilds the state exactly', () => {
    const state = smallState();
    const replayed = copy(state);
    const tracker = new ChangeTracker(() => state);
    const view = tracker.view(state);
    const random = createRandom(42);
    for (let step = 0; step < 300; step += 1) {
      for (let i = random.int(1, 3); i > 0; i -= 1) mutate(view, random);
      const { taken, settle } = tracker.take();
      settle(true);
      if (taken.change) applyChange(replayed, stateChangeSchema.parse(JSON.parse(JSON.stringify(taken.change))));
      expect(canonical(replayed), `step ${step}`).toBe(canonical(state));
    }
  });

  it('says nothing when nothing changed, and only what changed otherwise', () => {
    const state = createSeedState(3, Date.parse('2026-11-23T10:00:00Z'));
    const tracker = new ChangeTracker(() => state);
    const view = tracker.view(state);
    expect(tracker.take().taken.change).toBeUndefined();
    // Reads record nothing.
    expect(view.collections.users?.filter((u) => u.status === '0').length).toBeGreaterThan(0);
    expect(tracker.take().taken.change).toBeUndefined();
    const user = view.collections.users?.[1];
    if (!user) throw new Error('seed has users');
    user.nickName = 'Renamed';
    expect(tracker.take().taken.change).toEqual({ collections: { users: { updated: [[1, state.collections.users?.[1]]] } } });
    expect(tracker.take().taken.change).toBeUndefined();
  });

  it('keeps proxies out of the state: rows stored through the view are plain objects', () => {
    const state = smallState();
    const tracker = new ChangeTracker(() => state);
    const view = tracker.view(state);
    const first = view.collections.users?.[0];
    if (!first) throw new Error('seed has users');
    view.collections.copies = [first, { nested: first }];
    expect(() => structuredClone(state)).not.toThrow();
  });

  it('undoes every change not on disk when a write fails, sessions apart', () => {
    const state = smallState();
    const tracker = new ChangeTracker(() => state);
    const view = tracker.view(state);
    const random = createRandom(7);
    for (let round = 0; round < 40; round += 1) {
      const saved = copy(state);
      // One batch in flight (taken, not yet on disk), then more changes: all of it is undone.
      for (let i = random.int(1, 4); i > 0; i -= 1) mutate(view, random);
      const inFlight = tracker.take();
      for (let i = random.int(0, 3); i > 0; i -= 1) mutate(view, random);
      const sessions = { ...state.sessions };
      tracker.rollback();
      inFlight.settle(false);
      expect(canonical({ ...state, sequence: saved.sequence, sessions: saved.sessions }), `round ${round}`).toBe(canonical(saved));
      expect(state.sessions).toEqual(sessions);
      // The next changes are recorded from the state as it now is.
      mutate(view, random);
      tracker.take().settle(true);
    }
  });

  it('refuses a change that does not fit the state', () => {
    const state = createSeedState(3, Date.parse('2026-11-23T10:00:00Z'));
    expect(() => applyChange(state, { collections: { users: { removed: [9999] } } })).toThrow(/no row at position 9999/);
    expect(() => applyChange(state, { collections: { nowhere: { removed: [0] } } })).toThrow(/does not exist/);
  });
});
