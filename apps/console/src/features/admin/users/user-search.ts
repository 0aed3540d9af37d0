import type { SearchField } from '../../list/list-types';
import { ADMIN_STATUS_FIELD, CREATED_RANGE_FIELDS } from '../admin-search';

/** The users page's search form: account, phone, status and the creation date range (RuoYi's user page). */
export const USER_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'userName', label: 'adminUser.userName', kind: 'text' },
  { name: 'phonenumber', label: 'adminUser.phonenumber', kind: 'text' },
  ADMIN_STATUS_FIELD,
  ...CREATED_RANGE_FIELDS,
];
