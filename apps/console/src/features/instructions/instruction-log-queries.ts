import type { DeviceLog, VigilClient } from '@vigil/sdk';
import { unwrap } from '../data/unwrap';
import type { ListPage, ListQuery } from '../list/list-types';

export type InstructionLog = DeviceLog;

/** One page of a product's instruction log (GET /device/log/list), filtered by the search form's fields. */
export async function fetchLogPage(client: VigilClient, productId: string, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<InstructionLog>> {
  const result = await unwrap(client.devices.logs({ ...filters, productId, pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}
