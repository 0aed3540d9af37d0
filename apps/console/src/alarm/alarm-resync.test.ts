import { describe, expect, it } from 'vitest';
import { alarmSeenKey, recordToPayload, resyncBegin, wireTime } from './alarm-resync';
import { alarmProducts, alarmScopeFilter, mayReceiveAlarm } from './alarm-scope';

const HOUSE = '15144628';
const FLAME = '15144642';
const CIVIL = '15144659';

describe('recordToPayload', () => {
  it('turns an alarm-list row into the payload the socket sends for it', () => {
    const row = {
      id: 7,
      imei: '861234567890123',
      sn: 'VGHOU1',
      productId: HOUSE,
      deviceName: 'Kitchen',
      address: 'Main street 1',
      type: '2',
      typeName: 'Methane High alarm',
      content: 'Kitchen Methane Methane High alarm',
      time: '2026-11-23 10:30:00',
      dispatched: false,
    };
    expect(recordToPayload(row)).toEqual({
      proBh: HOUSE,
      sn: '861234567890123',
      address: 'Main street 1',
      alarmVo: { name: 'Kitchen Methane', notes: 'Methane High alarm', alarm: '2', timeStamp: '2026-11-23 10:30:00' },
    });
  });

  it('falls back to the device name when the content does not end with the type name', () => {
    const row = { id: 1, imei: '86', type: '1', time: '2026-11-23 10:30:00', dispatched: true, deviceName: 'Hall', typeName: 'Low', content: 'other' };
    expect(recordToPayload(row).alarmVo).toMatchObject({ name: 'Hall', notes: 'Low' });
    expect(recordToPayload(row).address).toBe('');
  });
});

describe('resyncBegin', () => {
  it('starts at the newest held alarm time, as written', () => {
    expect(resyncBegin(['2026-11-23 10:00:00', '2026-11-23 10:30:00', '2026-11-23 09:00:00'], 0, 'UTC')).toBe('2026-11-23 10:30:00');
  });

  it('writes an epoch time, and the drop time when nothing is held, in the user’s zone', () => {
    const ms = Date.UTC(2026, 10, 23, 10, 30, 0);
    expect(resyncBegin([ms], 0, 'Asia/Shanghai')).toBe('2026-11-23 18:30:00');
    expect(resyncBegin([], ms, 'UTC')).toBe('2026-11-23 10:30:00');
    expect(wireTime(ms, 'America/New_York')).toBe('2026-11-23 05:30:00');
  });
});

describe('alarm scope', () => {
  it('a house-only operator gets house alarms, not flame ones; the admin gets all', () => {
    const operator = ['house:alarm:list', 'house:device:list'];
    expect(mayReceiveAlarm(operator, HOUSE)).toBe(true);
    expect(mayReceiveAlarm(operator, FLAME)).toBe(false);
    expect(mayReceiveAlarm(operator, '999')).toBe(false);
    expect(mayReceiveAlarm(['*:*:*'], FLAME)).toBe(true);
    expect(mayReceiveAlarm(['*:*:*'], '999')).toBe(true);
    // The civilian alarm is shown by the house pages, but the house tags do not grant it (the backend refuses it):
    // no resync asks for it.
    expect(mayReceiveAlarm(operator, CIVIL)).toBe(false);
    expect(alarmProducts(operator)).toEqual([HOUSE]);
    expect(alarmProducts(['*:*:*'], new Set([HOUSE, FLAME]))).toEqual([HOUSE, FLAME]);
  });

  it('the hot-path filter decides again when the permissions change (another user signs in)', () => {
    let held: readonly string[] = ['house:alarm:list'];
    const inScope = alarmScopeFilter(() => held);
    expect([inScope(HOUSE), inScope(FLAME)]).toEqual([true, false]);
    held = ['*:*:*'];
    expect(inScope(FLAME)).toBe(true);
    held = [];
    expect(inScope(HOUSE)).toBe(false);
  });

  it('tells a confirmed alarm from a newer one of the same device and type', () => {
    const a = { sn: '1', alarmVo: { name: '', alarm: '2', timeStamp: '2026-11-23 10:00:00' } };
    expect(alarmSeenKey(a)).not.toBe(alarmSeenKey({ ...a, alarmVo: { ...a.alarmVo, timeStamp: '2026-11-23 10:01:00' } }));
  });
});
