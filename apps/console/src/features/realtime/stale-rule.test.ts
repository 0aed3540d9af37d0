import { describe, expect, it } from 'vitest';
import { ageOf, isStale, STALE_AFTER_MS, wallClockOf } from './stale-rule';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('the stale rule', () => {
  it("reads the backend's wall clock in the user's zone", () => {
    expect(wallClockOf(now, 'Asia/Shanghai')).toBe(Date.UTC(2026, 10, 23, 20, 0, 0));
    expect(ageOf('2026-11-23 19:59:30', now, 'Asia/Shanghai')).toBe(30_000);
    expect(ageOf('2026-11-23 07:00:00', now, 'America/New_York')).toBe(0);
  });

  it('is fresh up to STALE_AFTER_MS and stale past it', () => {
    expect(STALE_AFTER_MS).toBe(300_000);
    expect(isStale('2026-11-23 11:55:00', now, 'UTC')).toBe(false);
    expect(isStale('2026-11-23 11:54:59', now, 'UTC')).toBe(true);
    expect(isStale('2026-11-23 11:59:00', now, 'UTC', 30_000)).toBe(true);
  });

  it('reads epoch seconds, milliseconds and ISO instants', () => {
    expect(ageOf(now - 1000, now, 'UTC')).toBe(1000);
    expect(ageOf(String((now - 60_000) / 1000), now, 'Asia/Shanghai')).toBe(60_000);
    expect(ageOf('2026-11-23T11:50:00Z', now, 'Asia/Shanghai')).toBe(600_000);
  });

  it('counts a missing or unreadable time as stale', () => {
    for (const time of [undefined, null, '', 'soon']) expect(isStale(time, now, 'UTC')).toBe(true);
  });
});
