import type { User, VigilClient } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery } from '../../list/list-types';
import type { PageListOptions } from '../../list/prefetch-list';
import { USER_SEARCH_FIELDS } from './user-search';

export type { User };

/** The query key of every user list: writes refetch them all. */
export const USERS_KEY = ['users.list'] as const;

/**
 * The users list's (and export's) filters as the backend reads them: the search form's fields, the department
 * `deptId` and below (null: every one in scope); the creation range both as RuoYi's `params[beginTime]`/
 * `params[endTime]` and flat.
 */
export function userFilters(filters: Readonly<Record<string, string>>, deptId: string | null): Record<string, string> {
  const { status, beginTime, endTime, ...text } = filters;
  return {
    ...Object.fromEntries(Object.entries(text).filter(([, value]) => value !== '')),
    ...(beginTime ? { beginTime, 'params[beginTime]': beginTime } : {}),
    ...(endTime ? { endTime, 'params[endTime]': endTime } : {}),
    ...(status === '0' || status === '1' ? { status } : {}),
    ...(deptId !== null ? { deptId } : {}),
  };
}

/** One page of users (POST /system/user/list), filtered as `userFilters` says. */
export async function fetchUserPage(client: Pick<VigilClient, 'users'>, deptId: string | null, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<User>> {
  const result = await unwrap(client.users.list({ ...userFilters(filters, deptId), pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}

/** The users page's own list, of department `deptId` (null: all in scope): what the page shows and what its route prefetches. */
export function userListOf(client: Pick<VigilClient, 'users'>, deptId: string | null): PageListOptions<User> {
  return { queryKey: [...USERS_KEY, deptId], fields: USER_SEARCH_FIELDS, fetchPage: (query) => fetchUserPage(client, deptId, query) };
}
