import { describe, expect, it } from 'vitest';
import { createRandom } from './random';
import { createSeedState } from './seed';
import type { MockState, Row } from './state';
import { applyChange, StateSnapshot, stateChangeSchema } from './state-diff';

const copy = (state: MockState): MockState => JSON.parse(JSON.stringify(state)) as MockState;
/** The state as JSON, collections sorted by name (their order means nothing; the order of rows and sessions does). */
const canonical = (state: MockState) => JSON.stringify({ ...state, collections: Object.fromEntries(Object.entries(state.collections).sort(([a], [b]) => a.localeCompare(b))) });

/** The ways handlers change the state: in place, push, unshift, filter, reassignment, sessions, settings. */
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

describe('state changes', () => {
  it('replaying each diff on the previous state rebuilds the state exactly', () => {
    // A few real collections, cut short so that the 200 rounds stay quick.
    const seeded = createSeedState(3, Date.parse('2026-11-23T10:00:00Z'));
    const collections = Object.fromEntries(['users', 'alarms', 'notices', 'workOrders'].map((name) => [name, (seeded.collections[name] ?? []).slice(0, 30)]));
    const state: MockState = { ...seeded, collections };
    const replayed = copy(state);
    const snapshot = new StateSnapshot(state);
    const random = createRandom(42);
    for (let step = 0; step < 200; step += 1) {
      for (let i = random.int(1, 3); i > 0; i -= 1) mutate(state, random);
      const change = snapshot.diff();
      if (change) applyChange(replayed, stateChangeSchema.parse(JSON.parse(JSON.stringify(change))));
      expect(canonical(replayed), `step ${step}`).toBe(canonical(state));
    }
  });

  it('says nothing when nothing changed, and only what changed otherwise', () => {
    const state = createSeedState(3, Date.parse('2026-11-23T10:00:00Z'));
    const snapshot = new StateSnapshot(state);
    expect(snapshot.diff()).toBeUndefined();
    const user = state.collections.users?.[1];
    if (!user) throw new Error('seed has users');
    user.nickName = 'Renamed';
    expect(snapshot.diff()).toEqual({ collections: { users: { updated: [[1, user]] } } });
    expect(snapshot.diff()).toBeUndefined();
  });

  it('refuses a change that does not fit the state', () => {
    const state = createSeedState(3, Date.parse('2026-11-23T10:00:00Z'));
    expect(() => applyChange(state, { collections: { users: { removed: [9999] } } })).toThrow(/no row at position 9999/);
    expect(() => applyChange(state, { collections: { nowhere: { removed: [0] } } })).toThrow(/does not exist/);
  });
});
