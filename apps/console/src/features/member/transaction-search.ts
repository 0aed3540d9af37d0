import { wireDayRange } from '@vigil/sdk';
import type { ListQuery, SearchField } from '../list/list-types';

/** The records' search: the day range of their time. */
export const TIME_RANGE_FIELDS: readonly SearchField[] = [
  { name: 'beginTime', label: 'member.beginTime', kind: 'date' },
  { name: 'endTime', label: 'member.endTime', kind: 'date' },
];

/** The bills query's time range: from the start of the first day to the end of the last. */
export const timeRange = (filters: ListQuery['filters']) => wireDayRange(filters.beginTime, filters.endTime);
