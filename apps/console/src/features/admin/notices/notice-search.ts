import type { SearchField } from '../../list/list-types';
import { selectField } from '../../list/select-field';
import { NOTICE_TYPES } from './notice-tags';

/** RuoYi's announcement search: title and operator (the creator, by substring) and type (sys_notice_type). */
export const NOTICE_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'noticeTitle', label: 'announce.title', kind: 'text' },
  { name: 'createBy', label: 'announce.createBy', kind: 'text' },
  selectField('noticeType', 'announce.type', NOTICE_TYPES),
];
