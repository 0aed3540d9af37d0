import type { User, VigilClient } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery, SearchField } from '../../list/list-types';

/** RuoYi's authorised-users search: account and phone. */
export const ROLE_USER_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'userName', label: 'adminUser.userName', kind: 'text' },
  { name: 'phonenumber', label: 'adminUser.phonenumber', kind: 'text' },
];

export const ROLE_USERS_KEY = ['roles.authUser'] as const;

/** One page of the users given (`allocated`) or not given the role. */
export async function fetchRoleUserPage(client: VigilClient, roleId: string, allocated: boolean, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<User>> {
  const query = { ...filters, roleId, pageNum, pageSize };
  const result = await unwrap(allocated ? client.roles.allocatedUsers(query) : client.roles.unallocatedUsers(query));
  return { rows: result.rows, total: result.total };
}
