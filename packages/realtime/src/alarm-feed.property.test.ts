import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alarmMessage } from '../test/alarm-fixtures';
import { MemoryStorage, manualScheduler } from '../test/memory-storage';
import { createAlarmFeed } from './alarm-feed';

type Op = { kind: 'add'; sn: string; alarm: number; at: number } | { kind: 'remove'; pick: number } | { kind: 'clear' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('add' as const), sn: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), alarm: fc.integer({ min: 1, max: 3 }), at: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
);

/** The obvious, slow definition: drop the same sn + type, put on top, cut to the cap. */
function model(cap: number, ops: readonly Op[]): string[] {
  let list: { key: string; at: number }[] = [];
  for (const o of ops) {
    if (o.kind === 'add') {
      const key = `${o.sn}/${o.alarm}`;
      list = [{ key, at: o.at }, ...list.filter((e) => e.key !== key)].slice(0, cap);
    } else if (o.kind === 'remove') {
      if (list.length > 0) list.splice(o.pick % list.length, 1);
    } else {
      list = [];
    }
  }
  return list.map((e) => `${e.key}@${e.at}`);
}

describe('alarm feed invariants (property)', () => {
  it('matches the model: at most cap items, unique sn + type, newest first; and survives a reload', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.array(op, { maxLength: 80 }), (cap, ops) => {
        const storage = new MemoryStorage();
        const feed = createAlarmFeed({ cap, storage, scheduler: manualScheduler().scheduler });
        for (const o of ops) {
          if (o.kind === 'add') feed.add(alarmMessage(o.sn, o.alarm, o.at));
          else if (o.kind === 'remove') {
            const items = feed.items;
            if (items.length > 0) feed.remove((items[o.pick % items.length] as { id: string }).id);
          } else feed.clear();
        }
        const items = feed.items;
        const seen = items.map((i) => `${i.sn}/${i.alarmVo.alarm}@${i.alarmVo.timeStamp}`);
        expect(items.length).toBeLessThanOrEqual(cap);
        expect(new Set(items.map((i) => `${i.sn}/${i.alarmVo.alarm}`)).size).toBe(items.length);
        expect(seen).toEqual(model(cap, ops));
        // newest first: ids grow with every add, so they decrease down the list
        const ids = items.map((i) => Number(i.id));
        expect(ids).toEqual([...ids].sort((a, b) => b - a));

        feed.flush();
        const reloaded = createAlarmFeed({ cap, storage });
        expect(reloaded.items).toEqual(items);
      }),
      { numRuns: 400 },
    );
  });
});
