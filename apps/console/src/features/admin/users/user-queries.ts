import type { User, VigilClient } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery } from '../../list/list-types';

export type { User };

/**
 * One page of users (POST /system/user/list) of the department `deptId` and below (null: every one in scope), filtered
 * by the search form. The creation range travels both as RuoYi's `params[beginTime]`/`params[endTime]` and flat.
 */
export async function fetchUserPage(client: VigilClient, deptId: string | null, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<User>> {
  const { status, beginTime, endTime, ...text } = filters;
  const range = {
    ...(beginTime ? { beginTime, 'params[beginTime]': beginTime } : {}),
    ...(endTime ? { endTime, 'params[endTime]': endTime } : {}),
  };
  const result = await unwrap(
    client.users.list({
      ...text,
      ...range,
      pageNum,
      pageSize,
      ...(status === '0' || status === '1' ? { status } : {}),
      ...(deptId !== null ? { deptId } : {}),
    }),
  );
  return { rows: result.rows, total: result.total };
}
