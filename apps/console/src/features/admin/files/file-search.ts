import type { SearchField } from '../../list/list-types';

/** The files list's search form: the name (the backend matches by substring). */
export const FILE_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'name', label: 'fileAdmin.name', kind: 'text' }];
