import { type VigilClient, WORK_ORDER_LEVELS, type WorkOrder, type WorkOrderLevel, type WorkOrderStatus, workOrderStatusSchema } from '@vigil/sdk';
import type { ModuleCode } from '@vigil/sdk/modules';
import { unwrap } from '../data/unwrap';
import type { ListPage, ListQuery } from '../list/list-types';
import type { PageListOptions } from '../list/prefetch-list';
import { workOrderKey } from './query-keys';
import { WORK_ORDER_SEARCH_FIELDS } from './work-order-search';

export type { WorkOrder };

/** Which call a work-order list reads: every order of the module (workOrders.list) or the signed-in handler's (workOrders.mine). */
export type WorkOrderSource = 'list' | 'mine';

const isStatus = (value: string | undefined): value is WorkOrderStatus => workOrderStatusSchema.options.some((s) => s === value);
const isLevel = (value: string | undefined): value is WorkOrderLevel => WORK_ORDER_LEVELS.some((l) => l === value);

/** One page of a product's work orders from `source`, newest first, filtered by the search form (unknown status or level words dropped). */
export async function fetchWorkOrderPage(client: Pick<VigilClient, 'workOrders'>, source: WorkOrderSource, productId: string, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<WorkOrder>> {
  const { status, level, number, beginTime, endTime } = filters;
  const result = await unwrap(
    client.workOrders[source]({
      productId,
      pageNum,
      pageSize,
      // Newest first (RuoYi's sort parameters).
      orderByColumn: 'createTime',
      isAsc: 'descending',
      ...(isStatus(status) ? { status } : {}),
      ...(isLevel(level) ? { level } : {}),
      ...(number ? { number } : {}),
      ...(beginTime ? { beginTime } : {}),
      ...(endTime ? { endTime } : {}),
    }),
  );
  return { rows: result.rows, total: result.total };
}

/** A work-order page's own list (all orders or My work orders): what the page shows and what its route prefetches. */
export function workOrderListOf(client: Pick<VigilClient, 'workOrders'>, source: WorkOrderSource, module: ModuleCode, productId: string): PageListOptions<WorkOrder> {
  return {
    queryKey: [...workOrderKey(module), source, productId],
    fields: WORK_ORDER_SEARCH_FIELDS,
    fetchPage: (query) => fetchWorkOrderPage(client, source, productId, query),
  };
}
