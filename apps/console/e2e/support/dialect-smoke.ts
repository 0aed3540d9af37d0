import type { Page } from '@playwright/test';
import { apiAs } from './api';
import { expect } from './fixtures';
import { alarm, type MockControl } from './mock-control';
import { urlPageShown } from './page-shown';

/**
 * The smoke set of issue 21, run against vigil-mock in each dialect (dialect-smoke.spec.ts, dialect-smoke-lists.spec.ts):
 * its own words (`vigil`) and a RuoYi-family vendor backend's (`ruoyi`: integer and dictionary codes, nulls, paging
 * from request parameters only, Chinese messages). Set-up goes through the API and the control API.
 */

/** Spec §2's product modules and the product each opens first on the chooser (spec §1 catalogue ids). */
export const MODULE_PRODUCTS: ReadonlyArray<readonly [module: string, productId: string]> = [
  ['alarms', '15144601'],
  ['commercial', '15144635'],
  ['gas', '15144710'],
  ['manhole', '15144703'],
  ['lampblack', '15144680'],
  ['house', '15144628'],
  ['portable', '15144666'],
  ['flame', '15144642'],
  ['controller', '15144727'],
  ['hat', '15144734'],
  ['laser', '15144741'],
  ['handheld', '15144758'],
];

/** One more than the console's page size, so every list has a page 2. */
export const ROWS = 11;

export interface Envelope {
  code: number;
  msg?: string;
  rows?: { id?: number; imei?: string; dispatched?: unknown }[];
  total?: number;
}

/** A list call's total as the signed-in user sees it; paging in the query string and the body (both readings of RuoYi). */
async function listOf(page: Page, method: 'GET' | 'POST', path: string, filter: Record<string, string>, pageSize = ROWS): Promise<Required<Pick<Envelope, 'rows' | 'total'>>> {
  const query = new URLSearchParams({ ...filter, pageNum: '1', pageSize: String(pageSize) });
  const answer = await apiAs<Envelope>(page, method, `${path}?${query}`, method === 'POST' ? { json: { ...filter, pageNum: 1, pageSize } } : {});
  expect(answer.code, answer.msg).toBe(200);
  return { rows: answer.rows ?? [], total: Number(answer.total) };
}

export async function totalOf(page: Page, method: 'GET' | 'POST', path: string, filter: Record<string, string>): Promise<{ total: number; imeis: string[] }> {
  const { rows, total } = await listOf(page, method, path, filter);
  return { total, imeis: rows.map((row) => String(row.imei)) };
}

/** Dispatches a work order from each of `count` alarms of `productId` that have none (false or 0, as either dialect says). */
export async function dispatchOrders(page: Page, productId: string, count: number, info = 'e2e 冒烟'): Promise<void> {
  if (count <= 0) return;
  const alarms = (await listOf(page, 'POST', '/sensor/alarm/list', { productId }, 100)).rows.filter((row) => !row.dispatched);
  expect(alarms.length, `${productId}: alarms without a work order`).toBeGreaterThanOrEqual(count);
  for (const [n, { id }] of alarms.slice(0, count).entries()) {
    const added = await apiAs<Envelope>(page, 'POST', '/sensor/alarm/addGd', { json: { alarmId: id, info: `${info} ${n}`, handler: '张伟', handlerPhone: '13800138000', level: 'urgent' } });
    expect(added.code, added.msg).toBe(200);
  }
}

/** Set-up through the API: at least ROWS devices of `productId`; answers their IMEIs. */
export async function fillDevices(page: Page, productId: string, serial: number): Promise<string[]> {
  const devices = await totalOf(page, 'POST', '/senstor/info/list', { productId });
  for (let n = devices.total; n < ROWS; n++) {
    const imei = `86${String(serial).padStart(2, '0')}${String(Date.now()).slice(-9)}${String(n).padStart(2, '0')}`;
    const created = await apiAs<Envelope>(page, 'POST', '/senstor/info', { json: { productId, imei } });
    expect(created.code, created.msg).toBe(200);
  }
  return (await totalOf(page, 'POST', '/senstor/info/list', { productId })).imeis;
}

/**
 * ROWS alarms of now recorded through the control API, before any page listens: the alarm list (it opens on the last
 * seven days) lists them and work orders can be dispatched from them, and no popup opens over the pager.
 */
export async function pushAlarmsOf(mock: MockControl, productId: string, imeis: readonly string[]): Promise<void> {
  const pushed = Array.from({ length: ROWS }, (_, n) => ({ ...alarm({ sn: imeis[n % imeis.length] ?? '', type: String((n % 3) + 1) }), proBh: productId }));
  await mock.pushAlarms(pushed);
}

/** The rows of the list on screen, as text. */
const rowTexts = (page: Page) => page.getByRole('main').getByRole('table').locator('tbody tr').allInnerTexts();

/** Opens the sidebar's list of `kind`, then its page 2: page 2 is shown and its rows are not page 1's. */
export async function pageTwo(page: Page, module: string, kind: string): Promise<void> {
  const link = page.getByTestId('sidebar').locator(`a[data-kind="${kind}"]`).first();
  const href = await link.getAttribute('href');
  await link.click();
  // The list of the link, not the one before it, which stays on screen while this one's code loads.
  await expect(page).toHaveURL((url) => url.pathname === href);
  await urlPageShown(page);
  const rows = page.getByRole('main').getByRole('table').locator('tbody tr');
  await expect(rows, `${module} ${kind}`).toHaveCount(10);
  const first = await rowTexts(page);
  await page.getByRole('main').getByRole('button', { name: '第 2 页' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(rows.first(), `${module} ${kind} page 2`).toBeVisible();
  await expect.poll(async () => (await rowTexts(page)).some((text) => first.includes(text)), { message: `${module} ${kind}: page 2 shows other rows than page 1` }).toBe(false);
}

export const token = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'za_token')?.value;
