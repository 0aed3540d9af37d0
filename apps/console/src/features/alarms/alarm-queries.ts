import type { AlarmRecord, VigilClient } from '@vigil/sdk';
import { unwrap } from '../data/unwrap';
import type { ListPage, ListQuery } from '../list/list-types';

export type { AlarmRecord };

/**
 * One page of a product's alarms (POST /sensor/alarm/list), newest first, filtered by the search form: time range,
 * IMEI, type and dispatched (`true`/`false`).
 */
export async function fetchAlarmPage(client: VigilClient, productId: string, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<AlarmRecord>> {
  const result = await unwrap(client.alarms.list({ ...filters, productId, pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}
