import type { Device, VigilClient } from '@vigil/sdk';
import type { ModuleCode } from '@vigil/sdk/modules';
import { unwrap } from '../data/unwrap';
import type { ListPage, ListQuery } from '../list/list-types';
import type { PageListOptions } from '../list/prefetch-list';
import { DEVICE_SEARCH_FIELDS } from './device-search';

export type { Device };

/** One page of a product's devices (POST /senstor/info/list), filtered by the search form's fields. */
export async function fetchDevicePage(client: Pick<VigilClient, 'sensors'>, productId: string, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Device>> {
  const { status, ...text } = filters;
  const result = await unwrap(
    client.sensors.list({
      ...text,
      productId,
      pageNum,
      pageSize,
      ...(status === 'online' || status === 'offline' ? { status } : {}),
    }),
  );
  return { rows: result.rows, total: result.total };
}

/** Device management's own list: what the page shows and what its route prefetches (features/modules/route-data). */
export function deviceListOf(client: Pick<VigilClient, 'sensors'>, module: ModuleCode, productId: string): PageListOptions<Device> {
  return {
    queryKey: ['sensors.list', module, productId],
    fields: DEVICE_SEARCH_FIELDS,
    fetchPage: (query) => fetchDevicePage(client, productId, query),
  };
}
