import type { SearchField } from '../../list/list-types';
import { selectField } from '../../list/select-field';

/** RuoYi's status words (sys_normal_disable): '0' normal, '1' disabled. */
export const STATUS_CHOICES = { '0': 'role.normal', '1': 'role.disabled' } as const;

/** The role list's search form: name, key, status and a creation date range, as RuoYi's. */
export const ROLE_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'roleName', label: 'role.name', kind: 'text' },
  { name: 'roleKey', label: 'role.key', kind: 'text' },
  selectField('status', 'role.status', STATUS_CHOICES),
  { name: 'beginTime', label: 'role.beginTime', kind: 'date' },
  { name: 'endTime', label: 'role.endTime', kind: 'date' },
];
