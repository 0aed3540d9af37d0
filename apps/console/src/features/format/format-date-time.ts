import { DATE_TIME_FIELDS, wireWallClock } from '@vigil/sdk';

/**
 * A backend time for the screen, in the user's language and time zone; null when there is none or it cannot be read
 * (the caller shows a dash: a raw ISO or epoch string never reaches the screen).
 * - `yyyy-MM-dd HH:mm:ss` strings are already in the user's zone (every call sends Time-Zone): shown as that wall clock.
 * - Epoch seconds/milliseconds and ISO strings with an offset are instants: shown in `timeZone`.
 */
export function formatDateTime(value: unknown, locale: string, timeZone: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  const wall = wireWallClock(text);
  if (wall?.hasTime) return new Intl.DateTimeFormat(locale, { ...DATE_TIME_FIELDS, timeZone: 'UTC' }).format(wall.utc);
  let ms: number;
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    ms = n < 1e12 ? n * 1000 : n;
  } else {
    ms = Date.parse(text);
  }
  if (Number.isNaN(ms)) return null;
  return new Intl.DateTimeFormat(locale, { ...DATE_TIME_FIELDS, timeZone }).format(ms);
}
