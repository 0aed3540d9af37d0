import type { AlarmRecord, VigilClient } from '@vigil/sdk';
import type { ModuleCode } from '@vigil/sdk/modules';
import { browserTimeZone } from '../../app/time-zone';
import { unwrap } from '../data/unwrap';
import type { ListPage, ListQuery } from '../list/list-types';
import type { PageListOptions } from '../list/prefetch-list';
import { alarmKey } from '../work-orders/query-keys';
import { ALARM_SEARCH_FIELDS, defaultAlarmRange } from './alarm-search';

export type { AlarmRecord };

/**
 * One page of a product's alarms (POST /sensor/alarm/list), newest first, filtered by the search form: time range,
 * IMEI, type and dispatched (`true`/`false`).
 */
export async function fetchAlarmPage(client: Pick<VigilClient, 'alarms'>, productId: string, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<AlarmRecord>> {
  const result = await unwrap(client.alarms.list({ ...filters, productId, pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}

/**
 * The alarm information page's own list: what the page shows and what its route prefetches (features/modules/route-data).
 * Its default range is the 7 days up to `now`'s day, so a page opened the same day reads the prefetch's key.
 */
export function alarmListOf(client: Pick<VigilClient, 'alarms'>, module: ModuleCode, productId: string, now: number): PageListOptions<AlarmRecord> {
  return {
    queryKey: [...alarmKey(module), 'list', productId],
    fields: ALARM_SEARCH_FIELDS,
    defaults: defaultAlarmRange(now, browserTimeZone()),
    fetchPage: (query) => fetchAlarmPage(client, productId, query),
  };
}
