import type { SearchField } from '../../list/list-types';
import { selectField } from '../../list/select-field';
import { STATUS_CHOICES } from '../roles/role-search';

/** The department search form: name and status, as RuoYi's. */
export const DEPT_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'deptName', label: 'dept.name', kind: 'text' }, selectField('status', 'dept.status', STATUS_CHOICES)];
