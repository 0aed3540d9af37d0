import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it("shows the backend's local wall clock in the user's language, never the raw string", () => {
    expect(formatDateTime('2026-11-23 08:05:09', 'zh-CN', 'Asia/Shanghai')).toBe('2026/11/23 08:05:09');
    expect(formatDateTime('2026-11-23 08:05:09', 'en', 'America/New_York')).toBe('11/23/2026, 08:05:09');
  });

  it("shows epoch seconds, milliseconds and ISO instants in the user's time zone", () => {
    const instant = Date.UTC(2026, 10, 23, 0, 5, 9);
    expect(formatDateTime(instant, 'zh-CN', 'Asia/Shanghai')).toBe('2026/11/23 08:05:09');
    expect(formatDateTime(instant / 1000, 'zh-CN', 'Asia/Shanghai')).toBe('2026/11/23 08:05:09');
    expect(formatDateTime('2026-11-23T00:05:09Z', 'en', 'America/New_York')).toBe('11/22/2026, 19:05:09');
  });

  it('gives null for no value or an unreadable one', () => {
    for (const value of [null, undefined, '', 'soon']) expect(formatDateTime(value, 'en', 'UTC')).toBeNull();
  });
});
