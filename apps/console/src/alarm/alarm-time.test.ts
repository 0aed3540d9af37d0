import { describe, expect, it } from 'vitest';
import { formatAlarmTime } from './alarm-time';

describe('formatAlarmTime', () => {
  it('keeps formatted strings and formats epoch seconds and milliseconds alike', () => {
    expect(formatAlarmTime('2026-11-23 10:00:00', 'en')).toBe('2026-11-23 10:00:00');
    const ms = Date.UTC(2026, 10, 23, 10, 0, 0);
    expect(formatAlarmTime(ms, 'en')).toBe(formatAlarmTime(ms / 1000, 'en'));
    expect(formatAlarmTime(String(ms), 'en')).toContain('2026');
  });
});
