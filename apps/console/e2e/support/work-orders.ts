import { type Page, expect } from '@playwright/test';
import { apiAs } from './api';

export const HOUSE_PRODUCT = '15144628';

/** A work order as gdList answers it. */
export interface Order {
  id: number;
  number: string;
  info: string;
  handler: string;
  status: string;
}

/**
 * Dispatches a work order through the API (workOrders.add) from the newest house alarm the signed-in user sees that has
 * no order yet (an order always names its alarm); answers it as listed.
 */
export async function addOrder(page: Page, handler: string, handlerPhone = '13800138000', level = 'urgent'): Promise<Order> {
  const free = await apiAs<{ rows: { id: number }[] }>(page, 'POST', '/sensor/alarm/list', { json: { productId: HOUSE_PRODUCT, dispatched: 'false', pageNum: 1, pageSize: 1 } });
  const alarmId = free.rows[0]?.id;
  expect(alarmId, 'the user sees a house alarm without a work order').toBeTruthy();
  const info = `e2e 工单 ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const added = await apiAs<{ code: number; msg?: string }>(page, 'POST', '/sensor/alarm/addGd', { json: { alarmId, info, handler, handlerPhone, level } });
  expect(added.code, added.msg).toBe(200);
  const list = await apiAs<{ rows: Order[] }>(page, 'GET', `/senstor/alarm/gdList?pageSize=10&info=${encodeURIComponent(info)}`);
  const order = list.rows.find((o) => o.info === info);
  if (!order) throw new Error(`order ${info} not listed`);
  return order;
}
