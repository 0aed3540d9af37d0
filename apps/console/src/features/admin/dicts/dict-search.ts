import type { SearchField } from '../../list/list-types';
import { ADMIN_STATUS_FIELD, CREATED_RANGE_FIELDS } from '../admin-search';

/** The types' search: name, type, status and creation time (RuoYi's). */
export const DICT_TYPE_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'dictName', label: 'dict.dictName', kind: 'text' },
  { name: 'dictType', label: 'dict.dictType', kind: 'text' },
  ADMIN_STATUS_FIELD,
  ...CREATED_RANGE_FIELDS,
];

/** One type's values: label and status (the type is the page's). */
export const DICT_DATA_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'dictLabel', label: 'dict.dictLabel', kind: 'text' },
  ADMIN_STATUS_FIELD,
];
