import type { MessageKey } from '../../i18n/zh-CN';
import { dayOf } from '../format/day-of';
import type { SearchField } from '../list/list-types';
import { selectField } from '../list/select-field';
import { ALARM_TYPE_PRESENTATIONS } from './alarm-type';

/** The alarm list's search form: alarm time range (required, spec §5), IMEI, alarm type and dispatched or not. */
export const ALARM_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'beginTime', label: 'alarmList.beginTime', kind: 'date' },
  { name: 'endTime', label: 'alarmList.endTime', kind: 'date' },
  { name: 'imei', label: 'alarmList.imei', kind: 'text' },
  {
    name: 'type',
    label: 'alarmList.type',
    kind: 'select',
    options: ALARM_TYPE_PRESENTATIONS.flatMap((type) => (type.label ? [{ value: type.code, label: type.label }] : [])),
  },
  selectField('dispatched', 'alarmList.dispatched', { true: 'alarmList.dispatchedYes', false: 'alarmList.dispatchedNo' }),
];

const DAY_MS = 86_400_000;

/** The range the list opens with: the last 7 days, today included, as days of the user's zone. */
export function defaultAlarmRange(now: number, timeZone: string): Record<'beginTime' | 'endTime', string> {
  return { beginTime: dayOf(now - 6 * DAY_MS, timeZone), endTime: dayOf(now, timeZone) };
}

/** A search without both ends of the alarm time is refused (spec §5 "Alarm time required"). */
export function alarmSearchRefusal(filters: Readonly<Record<string, string>>): MessageKey | null {
  return filters.beginTime && filters.endTime ? null : 'validation.alarmTime.required';
}
