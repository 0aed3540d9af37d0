import type { SearchField } from '../../list/list-types';
import { ADMIN_STATUS_FIELD, CREATED_RANGE_FIELDS } from '../admin-search';

/** The role list's search form: name, key, status and a creation date range, as RuoYi's. */
export const ROLE_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'roleName', label: 'role.name', kind: 'text' },
  { name: 'roleKey', label: 'role.key', kind: 'text' },
  ADMIN_STATUS_FIELD,
  ...CREATED_RANGE_FIELDS,
];
