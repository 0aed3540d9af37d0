/**
 * Wire times (spec §7): `yyyy-MM-dd HH:mm[:ss]` wall-clock strings without an offset (space or `T`; a bare date
 * is its midnight). The mock reads and writes them; the console shows them.
 */
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A wire time's fields: `utc` holds them written as if in UTC; `hasTime` tells a bare date from a date-time. */
export interface WireWallClock {
  utc: number;
  hasTime: boolean;
}

/** Reads a wire time's wall clock; undefined when the text is not one. */
export function wireWallClock(text: string): WireWallClock | undefined {
  const match = WIRE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  return { utc: Date.UTC(year, month - 1, day, hour, minute, second), hasTime: match[4] !== undefined };
}

/**
 * A `datetime-local` input's value (`yyyy-MM-ddTHH:mm[:ss]`) as a wire time `yyyy-MM-dd HH:mm:ss`; blank stays
 * blank, and text that is no such value is returned trimmed for the schema to refuse.
 */
export function wireFromLocalInput(value: string): string {
  const text = value.trim().replace('T', ' ');
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text) ? `${text}:00` : text;
}

/**
 * A day range picked with two date inputs (`yyyy-MM-dd`) as wire times: from the start of the first day to the end
 * of the last, so the last day counts whole. A blank end of the range is left out.
 */
export function wireDayRange(begin: string | undefined, end: string | undefined): { beginTime?: string; endTime?: string } {
  const day = (value: string | undefined) => (value ?? '').trim();
  return { ...(day(begin) ? { beginTime: `${day(begin)} 00:00:00` } : {}), ...(day(end) ? { endTime: `${day(end)} 23:59:59` } : {}) };
}

/** Numeric date and 24-hour time to the second: the Intl fields that show, or read back, a wire time. */
export const DATE_TIME_FIELDS: Readonly<Intl.DateTimeFormatOptions> = Object.freeze({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
