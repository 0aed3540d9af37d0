import type { ListQuery, SearchField } from '../list/list-types';

/** The records' search: the day range of their time. */
export const TIME_RANGE_FIELDS: readonly SearchField[] = [
  { name: 'beginTime', label: 'member.beginTime', kind: 'date' },
  { name: 'endTime', label: 'member.endTime', kind: 'date' },
];

/** The bills query's time range: from the start of the first day to the end of the last ('YYYY-MM-DD HH:mm:ss'). */
export function timeRange(filters: ListQuery['filters']): { beginTime?: string; endTime?: string } {
  return {
    ...(filters.beginTime ? { beginTime: `${filters.beginTime} 00:00:00` } : {}),
    ...(filters.endTime ? { endTime: `${filters.endTime} 23:59:59` } : {}),
  };
}
