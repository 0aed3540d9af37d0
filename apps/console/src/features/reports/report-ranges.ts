import { DATE_TIME_FIELDS } from '@vigil/sdk';
import type { MessageKey } from '../../i18n/zh-CN';

/** The data report's periods (spec §9: statistics ranges of 1, 7 and 30 days), each ending now. */
export const REPORT_RANGES = [
  { id: 'day', days: 1, label: 'report.day' },
  { id: 'week', days: 7, label: 'report.week' },
  { id: 'month', days: 30, label: 'report.month' },
] as const satisfies readonly { id: string; days: number; label: MessageKey }[];

export type ReportRange = (typeof REPORT_RANGES)[number];

const DAY_MS = 86_400_000;

/** `ms` as the wire's `yyyy-MM-dd HH:mm:ss` wall clock in `timeZone` (the zone every call names in Time-Zone). */
export function wireTime(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { ...DATE_TIME_FIELDS, timeZone }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The beginTime and endTime of a range ending at `now`. */
export function rangeBounds(range: ReportRange, now: number, timeZone: string): { beginTime: string; endTime: string } {
  return { beginTime: wireTime(now - range.days * DAY_MS, timeZone), endTime: wireTime(now, timeZone) };
}
