import type { SearchField } from '../list/list-types';

/** The instruction log's search form: device, instruction text (matched by substring) and a range of days. */
export const LOG_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'imei', label: 'instruction.imei', kind: 'text' },
  { name: 'content', label: 'instruction.content', kind: 'text' },
  { name: 'beginTime', label: 'instruction.beginTime', kind: 'date' },
  { name: 'endTime', label: 'instruction.endTime', kind: 'date' },
];
