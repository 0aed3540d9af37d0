import type { SearchField } from '../list/list-types';
import { selectField } from '../list/select-field';

/** RuoYi's sys_normal_disable words: '0' normal, '1' disabled (a user's, role's, dictionary's… status). */
export const ADMIN_STATUS_CHOICES = { '0': 'admin.normal', '1': 'admin.disabled' } as const;

/** The 状态 select of an administration list's search. */
export const ADMIN_STATUS_FIELD: SearchField = selectField('status', 'admin.status', ADMIN_STATUS_CHOICES);

/** The creation date range of an administration list's search (RuoYi's 开始日期/结束日期). */
export const CREATED_RANGE_FIELDS: readonly SearchField[] = [
  { name: 'beginTime', label: 'admin.beginTime', kind: 'date' },
  { name: 'endTime', label: 'admin.endTime', kind: 'date' },
];

/** The applied filters without blanks, the creation range also as RuoYi's `params[beginTime]`/`params[endTime]`. */
export function withCreatedRange(filters: Readonly<Record<string, string>>): Record<string, string> {
  const applied = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const { beginTime, endTime } = applied;
  return { ...applied, ...(beginTime ? { 'params[beginTime]': beginTime } : {}), ...(endTime ? { 'params[endTime]': endTime } : {}) };
}
