import { afterEach, describe, expect, it, vi } from 'vitest';
import { alarmMessage } from '../test/alarm-fixtures';
import { MemoryStorage, manualScheduler } from '../test/memory-storage';
import { type AlarmItem, createAlarmFeed } from './alarm-feed';
import { InvalidAlarmError, StorageError } from './errors';
import { intervalScheduler } from './scheduler';

const keys = (items: readonly AlarmItem[]) => items.map((item) => `${item.sn}/${item.alarmVo.alarm}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('createAlarmFeed', () => {
  it('keeps the newest first and the payload fields plus an id', () => {
    const feed = createAlarmFeed();
    feed.add(alarmMessage('A', 1));
    feed.add(alarmMessage('B', 1).payload);
    expect(keys(feed.items)).toEqual(['B/1', 'A/1']);
    expect(feed.items[1]).toEqual({
      id: expect.any(String),
      sn: 'A',
      proBh: 'P1',
      address: 'Site of A',
      alarmVo: { name: 'Gas 1', notes: 'check the valve', alarm: '1', timeStamp: '2026-11-23 10:00:00' },
    });
    expect(new Set(feed.items.map((i) => i.id)).size).toBe(2);
  });

  it('replaces an alarm with the same sn and type and moves it to the top', () => {
    const feed = createAlarmFeed();
    feed.add(alarmMessage('A', 1, 't1'));
    feed.add(alarmMessage('B', 1));
    feed.add(alarmMessage('A', 2));
    feed.add(alarmMessage('A', '1', 't2'));
    expect(keys(feed.items)).toEqual(['A/1', 'A/2', 'B/1']);
    expect(feed.items[0]?.alarmVo.timeStamp).toBe('t2');
  });

  it('caps the list at 15 by default, dropping the oldest', () => {
    const feed = createAlarmFeed();
    for (let i = 0; i < 20; i++) feed.add(alarmMessage(`D${i}`, 1));
    expect(feed.items).toHaveLength(15);
    expect(feed.items[0]?.sn).toBe('D19');
    expect(feed.items[14]?.sn).toBe('D5');
    // an evicted alarm coming back is new again, not a replacement of something still listed
    feed.add(alarmMessage('D0', 1));
    expect(feed.items).toHaveLength(15);
    expect(feed.items[0]?.sn).toBe('D0');
  });

  it('takes a custom cap', () => {
    const feed = createAlarmFeed({ cap: 2 });
    for (const sn of ['a', 'b', 'c']) feed.add(alarmMessage(sn, 1));
    expect(keys(feed.items)).toEqual(['c/1', 'b/1']);
  });

  it('rejects invalid input with an invalid event and keeps the list intact', () => {
    const feed = createAlarmFeed();
    const invalid: InvalidAlarmError[] = [];
    feed.on('invalid', (error) => invalid.push(error));
    feed.add(alarmMessage('A', 1));
    expect(feed.add({ eventType: 'dataAlarm', payload: { sn: '' } })).toBeUndefined();
    expect(feed.add(null)).toBeUndefined();
    expect(feed.add('garbage')).toBeUndefined();
    expect(keys(feed.items)).toEqual(['A/1']);
    expect(invalid).toHaveLength(3);
    expect(invalid[0]).toBeInstanceOf(InvalidAlarmError);
    expect(invalid[0]?.message).toMatch(/^not a valid alarm: .* at payload\./);
  });

  it('removes by id and clears', () => {
    const feed = createAlarmFeed();
    const a = feed.add(alarmMessage('A', 1));
    feed.add(alarmMessage('B', 1));
    expect(feed.remove(a?.id ?? '')).toBe(true);
    expect(feed.remove('nope')).toBe(false);
    expect(keys(feed.items)).toEqual(['B/1']);
    // removing frees the key: the same alarm can come back
    feed.add(alarmMessage('A', 1));
    expect(keys(feed.items)).toEqual(['A/1', 'B/1']);
    feed.clear();
    expect(feed.items).toEqual([]);
  });

  it('coalesces change into one notification per tick while items stay exact', () => {
    const tick = manualScheduler();
    const feed = createAlarmFeed({ scheduler: tick.scheduler });
    const changes: [readonly AlarmItem[], { added: number }][] = [];
    feed.on('change', (items, change) => changes.push([items, change]));
    for (let i = 0; i < 1000; i++) feed.add(alarmMessage(`D${i % 40}`, i % 3));
    expect(feed.items).toHaveLength(15);
    expect(feed.items[0]?.sn).toBe('D39');
    expect(changes).toHaveLength(0);
    expect(tick.scheduled()).toBe(1);
    tick.run();
    expect(changes).toHaveLength(1);
    expect(changes[0]?.[1]).toEqual({ added: 1000 });
    expect(changes[0]?.[0]).toBe(feed.items);
    tick.run();
    expect(changes).toHaveLength(1);
  });

  it('coalesces on an interval with fake timers when no frames exist', () => {
    vi.useFakeTimers();
    const feed = createAlarmFeed({ scheduler: intervalScheduler(50) });
    const change = vi.fn();
    feed.on('change', change);
    feed.add(alarmMessage('A', 1));
    vi.advanceTimersByTime(20);
    feed.add(alarmMessage('B', 1));
    vi.advanceTimersByTime(29);
    expect(change).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(change).toHaveBeenCalledTimes(1);
    feed.add(alarmMessage('C', 1));
    vi.advanceTimersByTime(50);
    expect(change).toHaveBeenCalledTimes(2);
  });

  it('returns the same items array until something changes', () => {
    const feed = createAlarmFeed();
    feed.add(alarmMessage('A', 1));
    const first = feed.items;
    expect(feed.items).toBe(first);
    feed.add(alarmMessage('B', 1));
    expect(feed.items).not.toBe(first);
    expect(Object.isFrozen(feed.items)).toBe(true);
  });
});

describe('createAlarmFeed persistence', () => {
  it('survives a reload under alarmdata with sn, type, order and ids', () => {
    const storage = new MemoryStorage();
    const feed = createAlarmFeed({ storage, scheduler: manualScheduler().scheduler });
    feed.add(alarmMessage('A', 1));
    feed.add(alarmMessage('B', 2));
    feed.add(alarmMessage('C', 3));
    feed.flush();
    expect(storage.data.has('alarmdata')).toBe(true);

    const reloaded = createAlarmFeed({ storage });
    expect(keys(reloaded.items)).toEqual(['C/3', 'B/2', 'A/1']);
    expect(reloaded.items.map((i) => i.id)).toEqual(feed.items.map((i) => i.id));
    // new ids do not collide with restored ones
    const next = reloaded.add(alarmMessage('D', 1));
    expect(feed.items.map((i) => i.id)).not.toContain(next?.id);
    // and dedupe still works against restored items
    reloaded.add(alarmMessage('A', 1));
    expect(keys(reloaded.items)).toEqual(['A/1', 'D/1', 'C/3', 'B/2']);
  });

  it('uses the storage key it is given', () => {
    const storage = new MemoryStorage();
    const feed = createAlarmFeed({ storage, storageKey: 'vigil:alarmdata' });
    feed.add(alarmMessage('A', 1));
    feed.flush();
    expect([...storage.data.keys()]).toEqual(['vigil:alarmdata']);
  });

  it.each([
    ['truncated JSON', '[{"sn":'],
    ['not a list', '{"sn":"A"}'],
    ['a number', '42'],
  ])('discards a corrupt stored value (%s) without throwing', (_label, value) => {
    const storage = new MemoryStorage();
    storage.setItem('alarmdata', value);
    const feed = createAlarmFeed({ storage });
    expect(feed.items).toEqual([]);
    expect(storage.getItem('alarmdata')).toBeNull();
  });

  it('keeps the valid stored entries and drops the broken ones', () => {
    const storage = new MemoryStorage();
    const good = { id: '7', ...alarmMessage('A', 1).payload };
    storage.setItem('alarmdata', JSON.stringify([good, { id: '8', sn: 5 }, 'x', null]));
    const feed = createAlarmFeed({ storage });
    expect(keys(feed.items)).toEqual(['A/1']);
    expect(feed.items[0]?.id).toBe('7');
  });

  it('reports a storage that refuses writes as an error event and keeps the items', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const feed = createAlarmFeed({ storage });
    const errors: StorageError[] = [];
    feed.on('error', (error) => errors.push(error));
    feed.add(alarmMessage('A', 1));
    feed.flush();
    expect(errors[0]).toBeInstanceOf(StorageError);
    expect(errors[0]?.message).toBe('storage write of "alarmdata" failed: QuotaExceededError');
    expect(keys(feed.items)).toEqual(['A/1']);
  });
});
