import { describe, expect, it } from 'vitest';
import { alarmMessage } from '../test/alarm-fixtures';
import { MemoryStorage, manualScheduler } from '../test/memory-storage';
import { type AlarmItem, createAlarmFeed } from './alarm-feed';
import { alarmTimeOf, mergeAlarms } from './alarm-merge';

const at = (minute: number) => `2026-11-23 10:${String(minute).padStart(2, '0')}:00`;
const alarm = (sn: string, type: string, minute: number) => ({ sn, alarmVo: { alarm: type, timeStamp: at(minute) } });
const show = (items: readonly { sn: string; alarmVo: { alarm: string; timeStamp: string | number } }[]) =>
  items.map((a) => `${a.sn}/${a.alarmVo.alarm}@${String(a.alarmVo.timeStamp).slice(14, 16)}`);

describe('alarmTimeOf', () => {
  it('reads wire wall clocks and epoch seconds or milliseconds; undefined otherwise', () => {
    expect(alarmTimeOf('2026-11-23 10:05:00')).toBe(Date.UTC(2026, 10, 23, 10, 5));
    expect(alarmTimeOf(1_700_000_000)).toBe(1_700_000_000_000);
    expect(alarmTimeOf('1700000000000')).toBe(1_700_000_000_000);
    expect(alarmTimeOf('yesterday')).toBeUndefined();
  });
});

describe('mergeAlarms', () => {
  it('puts fetched alarms in time order among the held ones, newest first', () => {
    const held = [alarm('A', '1', 50), alarm('B', '1', 30), alarm('C', '1', 10)];
    const incoming = [alarm('D', '1', 20), alarm('E', '1', 40), alarm('F', '1', 55)];
    const { items, added } = mergeAlarms(held, incoming, 15);
    expect(show(items)).toEqual(['F/1@55', 'A/1@50', 'E/1@40', 'B/1@30', 'D/1@20', 'C/1@10']);
    expect(show(added)).toEqual(['F/1@55', 'E/1@40', 'D/1@20']);
  });

  it('drops a fetched alarm the feed already holds (the overlap at the range start) and repeats within the fetch', () => {
    const held = [alarm('A', '1', 50), alarm('B', '2', 30)];
    const incoming = [alarm('A', '1', 50), alarm('C', '1', 52), alarm('C', '1', 52), alarm('B', '2', 20)];
    const { items, added } = mergeAlarms(held, incoming, 15);
    expect(show(items)).toEqual(['C/1@52', 'A/1@50', 'B/2@30']);
    expect(show(added)).toEqual(['C/1@52']);
  });

  it('keeps one alarm per sn + type: a newer fetched one replaces the held one and moves to its time', () => {
    const held = [alarm('A', '1', 50), alarm('B', '1', 30)];
    const incoming = [alarm('B', '1', 55), alarm('B', '2', 40), alarm('A', '1', 51), alarm('A', '1', 53)];
    const { items } = mergeAlarms(held, incoming, 15);
    expect(show(items)).toEqual(['B/1@55', 'A/1@53', 'B/2@40']);
    expect(new Set(items.map((a) => `${a.sn}/${a.alarmVo.alarm}`)).size).toBe(items.length);
  });

  it('caps the result at 15 (or the given cap), dropping the oldest, and reports only what stayed', () => {
    const held = Array.from({ length: 10 }, (_, i) => alarm(`H${i}`, '1', 50 - i * 2));
    const incoming = Array.from({ length: 10 }, (_, i) => alarm(`N${i}`, '1', 51 - i * 2));
    const { items, added } = mergeAlarms(held, incoming, 15);
    expect(items).toHaveLength(15);
    expect(show(items).slice(0, 3)).toEqual(['N0/1@51', 'H0/1@50', 'N1/1@49']);
    expect(show(items).at(-1)).toBe('N7/1@37');
    expect(added).toHaveLength(8);
    expect(mergeAlarms(held, incoming, 3).items).toHaveLength(3);
  });

  it('leaves its inputs unchanged', () => {
    const held = Object.freeze([alarm('A', '1', 50)]);
    const incoming = Object.freeze([alarm('B', '1', 10)]);
    expect(show(mergeAlarms(held, incoming, 15).items)).toEqual(['A/1@50', 'B/1@10']);
    expect(held).toHaveLength(1);
  });
});

describe('AlarmFeed.merge', () => {
  it('merges payloads into the feed with fresh ids, one change and a flush to storage', () => {
    const tick = manualScheduler();
    const storage = new MemoryStorage();
    const feed = createAlarmFeed({ storage, scheduler: tick.scheduler });
    feed.add(alarmMessage('B', 1, at(30)));
    feed.add(alarmMessage('A', 1, at(50)));
    tick.run();
    const changes: number[] = [];
    feed.on('change', (_items, change) => changes.push(change.added));
    const added = feed.merge([alarmMessage('A', 1, at(50)).payload, alarmMessage('C', 2, at(40)), alarmMessage('D', 1, at(55)).payload, { sn: '' }]);
    expect(added.map((item) => item.sn)).toEqual(['D', 'C']);
    const keys = (items: readonly AlarmItem[]) => items.map((i) => `${i.sn}/${i.alarmVo.alarm}`);
    expect(keys(feed.items)).toEqual(['D/1', 'A/1', 'C/2', 'B/1']);
    expect(new Set(feed.items.map((i) => i.id)).size).toBe(4);
    tick.run();
    expect(changes).toEqual([2]);
    expect(keys(createAlarmFeed({ storage }).items)).toEqual(['D/1', 'A/1', 'C/2', 'B/1']);
  });

  it('changes nothing when every fetched alarm is already held', () => {
    const tick = manualScheduler();
    const feed = createAlarmFeed({ scheduler: tick.scheduler });
    feed.add(alarmMessage('A', 1, at(50)));
    tick.run();
    const before = feed.items;
    expect(feed.merge([alarmMessage('A', 1, at(50)).payload])).toEqual([]);
    expect(feed.items).toBe(before);
    expect(tick.scheduled()).toBe(0);
  });
});
