import { DATE_TIME_FIELDS, wireWallClock } from '@vigil/sdk';
import { twoDigits } from './two-digits';

/** One formatter per language and zone: building one costs far more than formatting with it, once per cell and render. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...DATE_TIME_FIELDS, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * How `Intl.DateTimeFormat` writes DATE_TIME_FIELDS in each of the console's languages (format-date-time.test.ts holds
 * each to it, date by date). A wall clock is written by these without Intl: the page's first formatter costs ICU's
 * set-up, 15 to 25 ms on a list's first render (issue #24), and a list of `yyyy-MM-dd HH:mm:ss` times needs none.
 */
export const WALL_CLOCK_WRITERS: Readonly<Record<string, (utc: Date) => string>> = {
  'zh-CN': (d) => `${d.getUTCFullYear()}/${twoDigits(d.getUTCMonth() + 1)}/${twoDigits(d.getUTCDate())} ${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}:${twoDigits(d.getUTCSeconds())}`,
  en: (d) => `${twoDigits(d.getUTCMonth() + 1)}/${twoDigits(d.getUTCDate())}/${d.getUTCFullYear()}, ${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}:${twoDigits(d.getUTCSeconds())}`,
};

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
  if (wall?.hasTime) {
    const write = WALL_CLOCK_WRITERS[locale];
    return write ? write(new Date(wall.utc)) : formatterOf(locale, 'UTC').format(wall.utc);
  }
  let ms: number;
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    ms = n < 1e12 ? n * 1000 : n;
  } else {
    ms = Date.parse(text);
  }
  if (Number.isNaN(ms)) return null;
  return formatterOf(locale, timeZone).format(ms);
}
