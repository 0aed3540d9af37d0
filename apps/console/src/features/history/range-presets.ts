import { TZDate } from '@date-fns/tz';
import { addDays, endOfDay, endOfMonth, endOfWeek, format, isValid, parse, startOfDay, startOfMonth, startOfWeek, subDays, subMonths, subWeeks } from 'date-fns';

/** The history ranges a user picks: rolling 1, 7, 30 days and three months, the previous calendar week and month, or two dates. */
export const RANGE_PRESETS = ['day', 'week', 'month', 'lastWeek', 'lastMonth', 'lastThreeMonths', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A range as the URL keeps it: a preset, and for `custom` its first and last day (`yyyy-MM-dd`, in the user's zone). */
export interface RangeChoice {
  preset: RangePreset;
  from?: string;
  to?: string;
}

/** A resolved range: both ends as instants, inclusive. */
export interface TimeRange {
  from: Date;
  to: Date;
}

/** The rolling presets and their days: 近三个月 is the last 90 days up to now, like 近 1/7/30 天. */
const ROLLING_DAYS: Partial<Record<RangePreset, number>> = { day: 1, week: 7, month: 30, lastThreeMonths: 90 };
/** Weeks start on Monday (ISO, and how zh-CN calendars count them). */
const WEEK = { weekStartsOn: 1 } as const;
const DAY_FORMAT = 'yyyy-MM-dd';

/** Reads a `yyyy-MM-dd` day in `timeZone`; undefined when it is not one. */
export function parseDay(day: string | undefined, timeZone: string): TZDate | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const parsed = parse(day, DAY_FORMAT, new TZDate(0, timeZone));
  return isValid(parsed) ? parsed : undefined;
}

export { dayOf } from '../format/day-of';

/**
 * The instants a range covers in `timeZone` at `now`. Rolling presets end now and start the same wall-clock time
 * N days before; the calendar presets are the whole week (Monday to Sunday) or month before the current one; a custom
 * range runs from the start of its first day to the end of its last (swapped when given backwards). A custom range
 * without valid days falls back to the last day.
 */
export function resolveRange(choice: RangeChoice, timeZone: string, now: Date | number): TimeRange {
  const { from, to } = zonedRange(choice, timeZone, now);
  return { from: new Date(from.getTime()), to: new Date(to.getTime()) };
}

function zonedRange(choice: RangeChoice, timeZone: string, now: Date | number): TimeRange {
  const today = new TZDate(new Date(now).getTime(), timeZone);
  const rolling = ROLLING_DAYS[choice.preset];
  if (rolling !== undefined) return { from: subDays(today, rolling), to: today };
  switch (choice.preset) {
    case 'lastWeek': {
      const week = subWeeks(today, 1);
      return { from: startOfWeek(week, WEEK), to: endOfWeek(week, WEEK) };
    }
    case 'lastMonth': {
      const month = subMonths(today, 1);
      return { from: startOfMonth(month), to: endOfMonth(month) };
    }
    default: {
      const first = parseDay(choice.from, timeZone);
      const last = parseDay(choice.to, timeZone);
      if (!first || !last) return zonedRange({ preset: 'day' }, timeZone, now);
      const [a, b] = first <= last ? [first, last] : [last, first];
      return { from: startOfDay(a), to: endOfDay(b) };
    }
  }
}

/** The custom range's default days: the week up to today. */
export function defaultCustomDays(timeZone: string, now: Date | number): { from: string; to: string } {
  const today = new TZDate(new Date(now).getTime(), timeZone);
  return { from: format(addDays(subWeeks(today, 1), 1), DAY_FORMAT), to: format(today, DAY_FORMAT) };
}

/** A range's choice from the URL query (`?range=custom&from=2026-11-01&to=2026-11-20`); anything else is 1 day. */
export function parseRangeChoice(params: URLSearchParams): RangeChoice {
  const preset = RANGE_PRESETS.find((p) => p === params.get('range')) ?? 'day';
  if (preset !== 'custom') return { preset };
  return { preset, from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
}

/** Writes a choice into the URL query, keeping its other parameters; the default (1 day) leaves no trace. */
export function writeRangeChoice(params: URLSearchParams, choice: RangeChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if (choice.preset !== 'day') next.set('range', choice.preset);
  if (choice.preset === 'custom') {
    if (choice.from) next.set('from', choice.from);
    if (choice.to) next.set('to', choice.to);
  }
  return next;
}
