import { describe, expect, it } from 'vitest';
import { dayIn, lastDays } from './last-days';

describe('lastDays', () => {
  it('ends with today in the user’s zone, oldest first', () => {
    const now = Date.UTC(2026, 10, 23, 20, 0, 0); // 20:00 UTC = 04:00 next day in Shanghai
    expect(lastDays(now, 'UTC', 7)).toEqual(['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    expect(lastDays(now, 'Asia/Shanghai', 7).at(-1)).toBe('2026-11-24');
    expect(dayIn(now, 'America/Los_Angeles')).toBe('2026-11-23');
  });
  it('crosses month and year ends and daylight-saving changes day by day', () => {
    expect(lastDays(Date.UTC(2026, 0, 2, 12), 'UTC', 4)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    // Europe/Berlin leaves summer time on 2026-10-25: still one entry per calendar day.
    expect(lastDays(Date.UTC(2026, 9, 27, 12), 'Europe/Berlin', 4)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
  });
});
