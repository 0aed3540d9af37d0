import type { MessageKey } from '../../../i18n/zh-CN';
import type { SearchField } from '../../list/list-types';
import { selectField } from '../../list/select-field';

/** RuoYi's sys_normal_disable words of a user's status. */
export const USER_STATUS: Readonly<Record<string, MessageKey>> = { '0': 'adminUser.normal', '1': 'adminUser.disabled' };

/** The users page's search form: account, phone, status and the creation date range (RuoYi's user page). */
export const USER_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'userName', label: 'adminUser.userName', kind: 'text' },
  { name: 'phonenumber', label: 'adminUser.phonenumber', kind: 'text' },
  selectField('status', 'adminUser.status', USER_STATUS),
  { name: 'beginTime', label: 'adminUser.beginTime', kind: 'date' },
  { name: 'endTime', label: 'adminUser.endTime', kind: 'date' },
];
