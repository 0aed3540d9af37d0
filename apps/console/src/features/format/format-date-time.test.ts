import { DATE_TIME_FIELDS } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/translator';
import { formatDateTime, WALL_CLOCK_WRITERS } from './format-date-time';

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

  // The expected text is the browser's own: Intl.DateTimeFormat (ICU's patterns for zh-CN and en) with DATE_TIME_FIELDS.
  it('writes a wall clock in each language exactly as Intl.DateTimeFormat does, without making one', () => {
    // Every month and day of the month, hours, minutes and seconds on and off two digits, years of 1 to 5 digits.
    const times = [Date.UTC(2026, 10, 23, 8, 5, 9), Date.UTC(2026, 0, 1, 0, 0, 0), Date.UTC(1999, 11, 31, 23, 59, 59), Date.UTC(10_000, 5, 15, 12, 30, 45)];
    for (let day = 0; day < 366; day += 1) times.push(Date.UTC(2024, 0, 1 + day, day % 24, (day * 7) % 60, (day * 13) % 60));
    const early = new Date(Date.UTC(2000, 2, 4, 5, 6, 7));
    early.setUTCFullYear(7);
    times.push(early.getTime());
    for (const [language, write] of Object.entries(WALL_CLOCK_WRITERS)) {
      const intl = new Intl.DateTimeFormat(language, { ...DATE_TIME_FIELDS, timeZone: 'UTC' });
      for (const time of times) expect(write(new Date(time)), `${language} ${new Date(time).toISOString()}`).toBe(intl.format(time));
    }
  });

  it('has a writer for each language of the console', () => {
    expect(Object.keys(WALL_CLOCK_WRITERS).sort()).toEqual([...LANGUAGES].sort());
  });
});
