import { describe, expect, it } from 'vitest';
import { formatAlarmTime } from './alarm-time';

describe('formatAlarmTime', () => {
  it('shows epoch seconds and milliseconds in the user’s zone, not the browser’s', () => {
    const ms = Date.UTC(2026, 10, 23, 10, 30, 0);
    expect(formatAlarmTime(ms, 'en', 'UTC')).toBe('11/23/2026, 10:30:00');
    expect(formatAlarmTime(ms / 1000, 'en', 'UTC')).toBe('11/23/2026, 10:30:00');
    expect(formatAlarmTime(String(ms), 'en', 'Asia/Shanghai')).toBe('11/23/2026, 18:30:00');
  });

  it('shows a wire wall clock as sent: the socket already wrote it in the user’s zone', () => {
    expect(formatAlarmTime('2026-11-23 10:30:00', 'en', 'Asia/Shanghai')).toBe('2026-11-23 10:30:00');
    expect(formatAlarmTime('2026-11-23 10:30:00', 'zh-CN', 'UTC')).toBe('2026-11-23 10:30:00');
  });

  it('shows an ISO time with an offset in the user’s zone, and anything unreadable as sent', () => {
    expect(formatAlarmTime('2026-11-23T18:30:00+08:00', 'en', 'UTC')).toBe('11/23/2026, 10:30:00');
    expect(formatAlarmTime('soon', 'en', 'UTC')).toBe('soon');
  });
});
