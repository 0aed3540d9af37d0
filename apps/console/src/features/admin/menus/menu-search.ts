import type { SearchField } from '../../list/list-types';
import { selectField } from '../../list/select-field';
import { STATUS_CHOICES } from '../roles/role-search';

/** The menu search form: name and status, as RuoYi's. */
export const MENU_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'menuName', label: 'menu.name', kind: 'text' }, selectField('status', 'menu.status', STATUS_CHOICES)];
