import type { Page } from '@playwright/test';
import { alarmPopup, waitForAlarmSocket } from './support/alarm-popup';
import { apiAs } from './support/api';
import { expect, test } from './support/fixtures';
import { alarm, type MockControl } from './support/mock-control';
import type { MockDialect } from './support/mock-server';
import { admin, signIn } from './support/session';

/**
 * The smoke set of issue 21, run against vigil-mock in each dialect: its own words (`vigil`) and a RuoYi-family vendor
 * backend's (`ruoyi`: integer and dictionary codes, nulls, paging from request parameters only, Chinese messages).
 * Both blocks run the same steps; a step that fails against `ruoyi` is a place the console does not yet read what such
 * a backend sends.
 */

/** Spec §2's product modules and the product each opens first on the chooser (spec §1 catalogue ids). */
const MODULE_PRODUCTS: ReadonlyArray<readonly [module: string, productId: string]> = [
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
const ROWS = 11;

interface Envelope {
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

async function totalOf(page: Page, method: 'GET' | 'POST', path: string, filter: Record<string, string>): Promise<{ total: number; imeis: string[] }> {
  const { rows, total } = await listOf(page, method, path, filter);
  return { total, imeis: rows.map((row) => String(row.imei)) };
}

/** Dispatches a work order from each of `count` alarms of `productId` that have none (false or 0, as either dialect says). */
async function dispatchOrders(page: Page, productId: string, count: number, info = 'e2e 冒烟'): Promise<void> {
  if (count <= 0) return;
  const alarms = (await listOf(page, 'POST', '/sensor/alarm/list', { productId }, 100)).rows.filter((row) => !row.dispatched);
  expect(alarms.length, `${productId}: alarms without a work order`).toBeGreaterThanOrEqual(count);
  for (const [n, { id }] of alarms.slice(0, count).entries()) {
    const added = await apiAs<Envelope>(page, 'POST', '/sensor/alarm/addGd', { json: { alarmId: id, info: `${info} ${n}`, handler: '张伟', handlerPhone: '13800138000', level: 'urgent' } });
    expect(added.code, added.msg).toBe(200);
  }
}

/** Set-up through the API: at least ROWS devices of `productId`; answers their IMEIs. */
async function fillDevices(page: Page, productId: string, serial: number): Promise<string[]> {
  const devices = await totalOf(page, 'POST', '/senstor/info/list', { productId });
  for (let n = devices.total; n < ROWS; n++) {
    const imei = `86${String(serial).padStart(2, '0')}${String(Date.now()).slice(-9)}${String(n).padStart(2, '0')}`;
    const created = await apiAs<Envelope>(page, 'POST', '/senstor/info', { json: { productId, imei } });
    expect(created.code, created.msg).toBe(200);
  }
  return (await totalOf(page, 'POST', '/senstor/info/list', { productId })).imeis;
}

/** ROWS alarms of now pushed once the page listens; then the popup they open is closed, as it would cover the pager. */
async function pushAlarmsOf(page: Page, mock: MockControl, productId: string, imeis: readonly string[]): Promise<void> {
  await waitForAlarmSocket(page);
  const pushed = Array.from({ length: ROWS }, (_, n) => ({ ...alarm({ sn: imeis[n % imeis.length] ?? '', type: String((n % 3) + 1) }), proBh: productId }));
  await mock.pushAlarms(pushed);
  const popup = alarmPopup(page);
  await expect(popup.items.first()).toContainText(pushed.at(-1)?.sn ?? '');
  await popup.root.getByTestId('alarm-close').click();
  await expect(popup.root).toHaveAttribute('data-state', 'closed');
}

/** The rows of the list on screen, as text. */
const rowTexts = (page: Page) => page.getByRole('main').getByRole('table').locator('tbody tr').allInnerTexts();

/** Opens the sidebar's list of `kind`, then its page 2: page 2 is shown and its rows are not page 1's. */
async function pageTwo(page: Page, module: string, kind: string): Promise<void> {
  await page.getByTestId('sidebar').locator(`a[data-kind="${kind}"]`).first().click();
  const rows = page.getByRole('main').getByRole('table').locator('tbody tr');
  await expect(rows, `${module} ${kind}`).toHaveCount(10);
  const first = await rowTexts(page);
  await page.getByRole('main').getByRole('button', { name: '第 2 页' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(rows.first(), `${module} ${kind} page 2`).toBeVisible();
  await expect.poll(async () => (await rowTexts(page)).some((text) => first.includes(text)), { message: `${module} ${kind}: page 2 shows other rows than page 1` }).toBe(false);
}

const token = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'za_token')?.value;

function smokeSet(dialect: MockDialect): void {
  test.use({ dialect });

  test('sign in lands on the product chooser', async ({ page, mock }) => {
    await signIn(page, mock);
    await expect(page.getByTestId('chooser')).toBeVisible();
    expect(await token(page)).toBeTruthy();
  });

  MODULE_PRODUCTS.forEach(([module, productId], serial) => {
    test(`${module}: device, alarm and work-order lists page to page 2`, async ({ page, mock }) => {
      // Three lists and their set-up in one test: three times the usual time.
      test.slow();
      await signIn(page, mock);
      const imeis = await fillDevices(page, productId, serial);
      // The product's own card (a module also hosts others: lampblack the atmosphere and TVOC monitors).
      await page.getByTestId('product').filter({ hasText: productId }).click();
      await expect(page.getByTestId('app-layout')).toBeVisible();
      const kinds = await page.getByTestId('sidebar').locator('a[data-kind]').evaluateAll((links) => links.map((link) => link.getAttribute('data-kind')));
      const lists = ['deviceList', 'alarmList', 'workOrders'].filter((kind) => kinds.includes(kind));
      // Alarms of now for the alarm list (it opens on the last seven days) and to dispatch work orders from.
      await pushAlarmsOf(page, mock, productId, imeis);
      await dispatchOrders(page, productId, ROWS - (await totalOf(page, 'GET', '/senstor/alarm/gdList', { productId })).total);
      // Every product module lists its devices; all but the fume monitor and the gateway have alarms (spec §2).
      expect(lists).toContain('deviceList');
      for (const kind of lists) await pageTwo(page, module, kind);
    });
  });

  test('an alarm pushed through the control API shows in the popup', async ({ page, mock }) => {
    await signIn(page, mock);
    await page.locator('[data-testid="product"][data-code="house"]').click();
    await waitForAlarmSocket(page);
    const pushed = alarm();
    await mock.pushAlarms(pushed);
    await expect(alarmPopup(page).items.first()).toContainText(pushed.sn);
  });

  test('a work order is received, then completed', async ({ page, mock }) => {
    await signIn(page, mock);
    const info = `e2e 冒烟工单 ${Date.now()}`;
    await dispatchOrders(page, '15144628', 1, info);
    const listed = await apiAs<{ rows: { number: string; info: string }[] }>(page, 'GET', `/senstor/alarm/gdList?pageNum=1&pageSize=10&info=${encodeURIComponent(info)}`);
    const number = listed.rows.find((row) => row.info === `${info} 0`)?.number ?? '';
    expect(number).not.toBe('');
    await page.locator('[data-testid="product"][data-code="house"]').click();
    await page.getByTestId('sidebar').getByRole('link', { name: '工单列表' }).click();
    await page.getByRole('textbox', { name: '工单编号' }).fill(number);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByRole('table').locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-status]')).toHaveText('待处理');
    await page.getByRole('button', { name: `接收 ${number}`, exact: true }).click();
    await expect(row.locator('[data-status]')).toHaveText('处理中');
    await page.getByRole('button', { name: `完成 ${number}`, exact: true }).click();
    const form = page.getByRole('dialog', { name: '完成工单' });
    await form.getByLabel('处理结果').fill('已关闭阀门');
    await form.getByRole('button', { name: '确 定' }).click();
    await page.getByRole('alertdialog', { name: '系统提示' }).getByRole('button', { name: '确定' }).click();
    await expect(row.locator('[data-status]')).toHaveText('已完成');
    await expect(row).toContainText('已关闭阀门');
  });

  test('administration lists its users and roles', async ({ page, mock }) => {
    await signIn(page, mock);
    await page.locator('[data-testid="product"][data-code="house"]').click();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-admin').click();
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: '用户管理' }).click();
    await expect(page.getByRole('main').getByRole('table').getByRole('cell', { name: admin.username, exact: true })).toBeVisible();
    await sidebar.getByRole('link', { name: '权限管理' }).click();
    await expect(page.getByRole('main').getByRole('table').getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  });

  test('log out ends the session on the server: the old token then answers 401', async ({ page, mock }) => {
    await signIn(page, mock);
    await page.locator('[data-testid="product"][data-code="house"]').click();
    const before = await token(page);
    expect(before).toBeTruthy();
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await token(page)).toBeUndefined();
    const after = await page.request.get('/api/getInfo', { headers: { Authorization: `Bearer ${before}` } });
    expect(((await after.json()) as Envelope).code).toBe(401);
  });

  test('log out from the main menu also ends the session on the server', async ({ page, mock }) => {
    await signIn(page, mock);
    const before = await token(page);
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
    await page.getByTestId('chooser').getByRole('button', { name: '退出登录' }).click();
    await loggedOut;
    await expect(page.getByTestId('login-form')).toBeVisible();
    const after = await page.request.get('/api/getInfo', { headers: { Authorization: `Bearer ${before}` } });
    expect(((await after.json()) as Envelope).code).toBe(401);
  });

  test('a backend without /logout (HTTP 404) still signs out here, on the login page, nothing blank', async ({ page, mock }) => {
    await signIn(page, mock);
    await page.route('**/api/logout', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await page.locator('[data-testid="product"][data-code="house"]').click();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await token(page)).toBeUndefined();
    // No error toast for the user leaving: the failed call is nobody's business on the login page.
    await expect(page.getByRole('status').filter({ hasText: /404|logout/i })).toHaveCount(0);
    await signIn(page, mock);
    await expect(page.getByTestId('chooser')).toBeVisible();
  });
}

test.describe('against vigil-mock (its own words)', () => smokeSet('vigil'));

// Expected to fail in places until the tolerant reading of issue 21 (items 1 and 2) is merged: these steps are left
// failing on purpose, not skipped or loosened; each failure names what the console does not yet read.
test.describe('against vigil-mock --dialect ruoyi (a RuoYi-family backend)', () => smokeSet('ruoyi'));
