import type { SearchField } from '../../list/list-types';
import { ADMIN_STATUS_FIELD } from '../admin-search';

/** The department search form: name and status, as RuoYi's. */
export const DEPT_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'deptName', label: 'dept.name', kind: 'text' }, ADMIN_STATUS_FIELD];
