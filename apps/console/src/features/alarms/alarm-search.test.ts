import { describe, expect, it } from 'vitest';
import { alarmSearchRefusal, defaultAlarmRange } from './alarm-search';

describe('the alarm search', () => {
  it('opens on the last 7 days, today included, as days of the user zone', () => {
    const now = Date.UTC(2026, 10, 23, 23, 30);
    expect(defaultAlarmRange(now, 'UTC')).toEqual({ beginTime: '2026-11-17', endTime: '2026-11-23' });
    // Already the 24th in Shanghai.
    expect(defaultAlarmRange(now, 'Asia/Shanghai')).toEqual({ beginTime: '2026-11-18', endTime: '2026-11-24' });
  });

  it('refuses a search without both ends of the alarm time, in the sdk words', () => {
    expect(alarmSearchRefusal({ beginTime: '2026-11-17', endTime: '2026-11-23', imei: '86' })).toBeNull();
    expect(alarmSearchRefusal({ endTime: '2026-11-23' })).toBe('validation.alarmTime.required');
    expect(alarmSearchRefusal({ beginTime: '2026-11-17' })).toBe('validation.alarmTime.required');
    expect(alarmSearchRefusal({})).toBe('validation.alarmTime.required');
  });
});
