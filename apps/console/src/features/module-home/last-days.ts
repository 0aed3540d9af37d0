import { dayOf } from '../format/day-of';

/** `yyyy-MM-dd` of an instant in `timeZone` (the calendar the user sees). */
export const dayIn = (ms: number, timeZone: string): string => dayOf(ms, timeZone);

/**
 * The last `count` calendar days in `timeZone`, oldest first and ending today (`yyyy-MM-dd`): counted on the
 * calendar, not in 24-hour steps, so a daylight-saving change never skips or repeats a day.
 */
export function lastDays(now: number, timeZone: string, count: number): string[] {
  const [year = 0, month = 1, day = 1] = dayIn(now, timeZone).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1, day - (count - 1 - i))).toISOString().slice(0, 10));
}
