import type { Role, VigilClient } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery } from '../../list/list-types';
import type { PageListOptions } from '../../list/prefetch-list';
import { ROLE_SEARCH_FIELDS } from './role-search';

export type { Role };

/** The query key of every role list: writes refetch them all. */
export const ROLES_KEY = ['roles.list'] as const;

/** The version the role was read at, for an edit to send back (optimistic locking); nothing when the backend has none. */
export const versionOf = (role: Role): { version?: number } => (typeof role.version === 'number' ? { version: role.version } : {});

/** A RuoYi '0'/'1' status filter, or none for anything else (全部). */
export const statusFilter = (status: string | undefined): { status?: '0' | '1' } => (status === '0' || status === '1' ? { status } : {});

/** One page of roles (POST /system/role/list): name and key by substring, status, creation days (beginTime/endTime). */
export async function fetchRolePage(client: Pick<VigilClient, 'roles'>, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Role>> {
  const { status, ...text } = filters;
  const result = await unwrap(client.roles.list({ ...text, ...statusFilter(status), pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}

/** The role page's own list: what the page shows and what its route prefetches (features/modules/route-data). */
export function roleListOf(client: Pick<VigilClient, 'roles'>): PageListOptions<Role> {
  return { queryKey: ROLES_KEY, fields: ROLE_SEARCH_FIELDS, fetchPage: (query) => fetchRolePage(client, query) };
}
