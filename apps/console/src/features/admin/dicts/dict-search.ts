import type { SearchField } from '../../list/list-types';
import { selectField } from '../../list/select-field';

/** RuoYi's status choices of a dictionary type or value ('0' normal, '1' disabled). */
export const DICT_STATUS_CHOICES = { '0': 'dict.statusNormal', '1': 'dict.statusDisabled' } as const;

/** The types' search: name, type, status and creation time (RuoYi's). */
export const DICT_TYPE_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'dictName', label: 'dict.dictName', kind: 'text' },
  { name: 'dictType', label: 'dict.dictType', kind: 'text' },
  selectField('status', 'dict.status', DICT_STATUS_CHOICES),
  { name: 'beginTime', label: 'dict.beginTime', kind: 'date' },
  { name: 'endTime', label: 'dict.endTime', kind: 'date' },
];

/** One type's values: label and status (the type is the page's). */
export const DICT_DATA_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'dictLabel', label: 'dict.dictLabel', kind: 'text' },
  selectField('status', 'dict.status', DICT_STATUS_CHOICES),
];
