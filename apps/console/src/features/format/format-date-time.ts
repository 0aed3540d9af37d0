const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

const OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
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
  const wall = WALL_CLOCK.exec(text);
  if (wall) {
    const [, y, mo, d, h, mi, s] = wall.map(Number);
    const utc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
    return new Intl.DateTimeFormat(locale, { ...OPTIONS, timeZone: 'UTC' }).format(utc);
  }
  let ms: number;
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    ms = n < 1e12 ? n * 1000 : n;
  } else {
    ms = Date.parse(text);
  }
  if (Number.isNaN(ms)) return null;
  return new Intl.DateTimeFormat(locale, { ...OPTIONS, timeZone }).format(ms);
}
