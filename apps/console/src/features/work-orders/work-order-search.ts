import type { SearchField } from '../list/list-types';
import { STATUS_OPTIONS } from './work-order-presentation';
import { LEVEL_OPTIONS } from './work-order-form';

/** The work-order lists' search form: status, level, number (substring) and a range of created days. */
export const WORK_ORDER_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'status', label: 'workOrder.status', kind: 'select', options: STATUS_OPTIONS },
  { name: 'level', label: 'workOrder.level', kind: 'select', options: LEVEL_OPTIONS },
  { name: 'number', label: 'workOrder.number', kind: 'text' },
  { name: 'beginTime', label: 'workOrder.beginTime', kind: 'date' },
  { name: 'endTime', label: 'workOrder.endTime', kind: 'date' },
];
