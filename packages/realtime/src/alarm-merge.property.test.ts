import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alarmTimeOf, mergeAlarms } from './alarm-merge';

interface A {
  sn: string;
  alarmVo: { alarm: string; timeStamp: string };
}

const at = (second: number) => `2026-11-23 10:${String(Math.floor(second / 60)).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`;
const alarmArb: fc.Arbitrary<A> = fc
  .record({ sn: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), type: fc.constantFrom('1', '2', '3'), second: fc.integer({ min: 0, max: 3599 }) })
  .map(({ sn, type, second }) => ({ sn, alarmVo: { alarm: type, timeStamp: at(second) } }));
const key = (a: A) => `${a.sn}/${a.alarmVo.alarm}`;
const time = (a: A) => alarmTimeOf(a.alarmVo.timeStamp) ?? 0;

/** A feed as the socket builds it: newest first, one per key. */
const heldArb = fc.array(alarmArb, { maxLength: 15 }).map((list) => {
  const newest = new Map<string, A>();
  for (const a of list) if (!newest.has(key(a)) || time(newest.get(key(a)) as A) < time(a)) newest.set(key(a), a);
  return [...newest.values()].sort((x, y) => time(y) - time(x));
});

describe('mergeAlarms (property)', () => {
  it('newest first, one per sn + type holding the newest time seen, at most cap, nothing invented', () => {
    fc.assert(
      fc.property(heldArb, fc.array(alarmArb, { maxLength: 30 }), fc.integer({ min: 1, max: 15 }), (held, incoming, cap) => {
        const { items, added } = mergeAlarms(held, incoming, cap);
        expect(items.length).toBeLessThanOrEqual(cap);
        expect(new Set(items.map(key)).size).toBe(items.length);
        const times = items.map(time);
        expect(times).toEqual([...times].sort((x, y) => y - x));
        for (const item of items) expect([...held, ...incoming]).toContain(item);
        for (const item of added) expect(items).toContain(item);
        // Without the cap, each key keeps the newest time among held and incoming.
        const all = mergeAlarms(held, incoming, 1000).items;
        const newest = new Map<string, number>();
        for (const a of [...held, ...incoming]) newest.set(key(a), Math.max(newest.get(key(a)) ?? 0, time(a)));
        expect(new Map(all.map((a) => [key(a), time(a)]))).toEqual(newest);
        // The cap keeps the newest.
        expect(items).toEqual(all.slice(0, cap));
      }),
      { numRuns: 300 },
    );
  });
});
