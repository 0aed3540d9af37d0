import type { SearchField } from '../../list/list-types';
import { ADMIN_STATUS_FIELD } from '../admin-search';

/** The menu search form: name and status, as RuoYi's. */
export const MENU_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'menuName', label: 'menu.name', kind: 'text' }, ADMIN_STATUS_FIELD];
