import type { Device, VigilClient } from '@vigil/sdk';
import { unwrap } from '../data/unwrap';
import type { ListPage, ListQuery } from '../list/list-types';

export type { Device };

/** One page of a product's devices (POST /senstor/info/list), filtered by the search form's fields. */
export async function fetchDevicePage(client: VigilClient, productId: string, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Device>> {
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
