import type { SearchField } from '../list/list-types';

/** The accounts' search: user name and phone (substrings). */
export const ACCOUNT_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'userName', label: 'account.userName', kind: 'text' },
  { name: 'phone', label: 'account.phone', kind: 'text' },
];
