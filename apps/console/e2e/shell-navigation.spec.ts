import type { Page } from '@playwright/test';
import { waitForAlarmSocket } from './support/alarm-popup';
import { apiAs } from './support/api';
import { apiDeviceImeis, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/hold';
import { backToMainMenu, openModule, operator, signIn, signInFresh, signInThroughForm } from './support/session';

const HOUSE = '15144628';
/** The civilian alarm: its card opens the house pages, but its calls are granted by `civil:…` tags (sdk permissionModuleOf). */
const CIVIL = '15144659';

const card = (page: Page, code: string) => page.locator(`[data-testid="product"][data-code="${code}"]`);
const tags = (page: Page) => page.getByTestId('tags-strip').getByTestId('tag');

/** Opens a page of the current module through its sidebar entry, as a user does. */
async function openFromMenu(page: Page, path: string): Promise<void> {
  await page.getByTestId('sidebar').locator(`a[href$="${path}"]`).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}

test('switching modules through 主菜单 leaves no tag of the old module, and the tags left open their pages', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'house');
  await openFromMenu(page, '/house-device/device');
  await openFromMenu(page, '/house-data/data');
  await expect(tags(page)).toHaveCount(3);

  await backToMainMenu(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await openModule(page, 'flame');
  await openFromMenu(page, '/flame-device/device');

  // Only the flame module's pages: its home and its device page, one 设备管理 tag.
  await expect(tags(page)).toHaveCount(2);
  await expect(tags(page).filter({ hasText: '设备管理' })).toHaveCount(1);
  for (const path of ['/house/house', '/house-device/device', '/house-data/data']) await expect(page.locator(`[data-testid="tag"][data-path="${path}"]`)).toHaveCount(0);

  // Every tag left opens its page inside the module, never the chooser; a reload restores the same tags.
  await page.locator('[data-testid="tag"][data-path="/flame/flame"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/flame/flame');
  await page.locator('[data-testid="tag"][data-path="/flame-device/device"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/flame-device/device');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(tags(page)).toHaveCount(2);
});

test('while the product list loads the chooser says so, not 未开放; then a house-only user sees the civilian alarm closed', async ({ page, mock }) => {
  // The product list is held until the loading state has been seen (a condition, not a delay).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/device/product/list**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('login');
  await signInThroughForm(page, mock, operator);
  await expect(page.getByTestId('chooser-loading')).toBeVisible();
  await expect(page.getByTestId('product')).toHaveCount(15);
  await expect(page.locator('[data-testid="product"][data-state="loading"]')).toHaveCount(15);
  await expect(page.getByTestId('chooser')).not.toContainText('未开放');
  await expect(page.getByTestId('chooser')).not.toContainText('无权访问');

  release();
  await expect(page.getByTestId('chooser-loading')).toHaveCount(0);
  // vigil-mock runs with every product enabled: the operator's only open card is the home alarm.
  await expect(card(page, 'house')).toHaveAttribute('data-disabled', 'false');
  await expect(card(page, 'civil')).toHaveAttribute('data-disabled', 'true');
  await expect(card(page, 'civil')).toContainText('无权访问');
  await expect(page.locator('[data-testid="product"][data-disabled="false"]')).toHaveCount(1);

  // The backend agrees: the civilian alarm's alarm list is refused to this user.
  const refused = await apiAs<{ code: number }>(page, 'POST', '/sensor/alarm/list', { json: { productId: CIVIL, pageNum: 1, pageSize: 1 } });
  expect(refused.code).toBe(403);
});

test('a house-only user’s reload resyncs the alarms of the house product only, and nothing is refused', async ({ page, mock }) => {
  await page.goto('login');
  await signInThroughForm(page, mock, operator);
  await openModule(page, 'house');
  // A page that lists no alarms itself: every alarm list call after the reload is the resync's.
  await openFromMenu(page, '/house-device/device');
  await waitForAlarmSocket(page);

  const resyncs: string[] = [];
  const refusals: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/sensor/alarm/list')) resyncs.push(request.url());
  });
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    const body = (await response.json().catch(() => undefined)) as { code?: number } | undefined;
    if (body?.code === 403) refusals.push(response.url());
  });
  // A reload is a drop: the new page asks for the alarms raised since the previous one went away, one call per
  // product the user may read, all at once. Before the fix, a second one asked for the civilian alarm and got 403.
  const firstResync = page.waitForResponse((response) => response.url().includes('/api/sensor/alarm/list'));
  await page.reload();
  const answer = (await (await firstResync).json()) as { code: number; rows: { productId?: unknown }[] };
  expect(answer.code).toBe(200);
  for (const row of answer.rows) expect(String(row.productId)).toBe(HOUSE);
  await waitForAlarmSocket(page);
  expect(resyncs).toHaveLength(1);
  expect(refusals).toEqual([]);
});

test('a module page outside the user’s menus, opened by URL, shows the no-access page and leads back to the chooser', async ({ page, browser, baseURL, mock }) => {
  // The administrator takes 数据报表 out of the operator role's menus (set-up through the API).
  await signIn(page, mock);
  const menus = (await apiAs<{ data: { menuId: number; path: string }[] }>(page, 'POST', '/system/menu/list', { form: {} })).data;
  const report = menus.find((menu) => menu.path === '/house-statistic/statistic');
  const roles = (await apiAs<{ rows: { roleId: number; roleKey: string }[] }>(page, 'POST', '/system/role/list', { form: { roleKey: 'operator' } })).rows;
  const roleId = roles.find((role) => role.roleKey === 'operator')?.roleId;
  const role = (await apiAs<{ data: { menuIds: number[] } & Record<string, unknown> }>(page, 'GET', `/system/role/${roleId}`)).data;
  const updated = await apiAs<{ code: number }>(page, 'PUT', '/system/role', { json: { ...role, menuIds: role.menuIds.filter((id) => id !== report?.menuId) } });
  expect(updated.code).toBe(200);

  const { page: operatorPage, close } = await signInFresh(browser, baseURL, mock, operator);
  await openModule(operatorPage, 'house');
  await expect(operatorPage.getByTestId('sidebar').locator('a[href$="/house-statistic/statistic"]')).toHaveCount(0);

  await operatorPage.goto('/house-statistic/statistic');
  const denied = operatorPage.getByTestId('no-access');
  await expect(denied).toBeVisible();
  await expect(denied).toContainText('无权访问该页面');
  await expect(denied).toContainText('数据报表');
  // Not an empty frame: no layout, no page of refused calls.
  await expect(operatorPage.getByTestId('app-layout')).toHaveCount(0);

  await denied.getByTestId('no-access-back').click();
  await expect(operatorPage).toHaveURL((url) => url.pathname === '/');
  await expect(card(operatorPage, 'house')).toHaveAttribute('data-disabled', 'false');
  await close();
});

test('the gateway linkage page is reached by clicking, from the gateway device page', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'controller');
  await openFromMenu(page, '/controller-device/device');
  await page.getByRole('button', { name: '联动控制' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/controller-device/linkage');
  await expect(page.getByRole('table')).toBeVisible();
});

test('the module home’s alarms-today figure rises when an alarm arrives on the live feed', async ({ page, mock }) => {
  await signIn(page, mock);
  const [imei] = (await apiDeviceImeis(page, HOUSE)).imeis;
  await enterModule(page, 'house');
  await waitForAlarmSocket(page);
  const figure = page.getByTestId('home-alarms-today-value');
  await expect(figure).toHaveText(/^\d+$/);
  const before = Number(await figure.textContent());

  // Now, on a house device: recorded in the alarm list and pushed to the page's socket.
  await mock.pushAlarms({ proBh: HOUSE, sn: String(imei), address: 'e2e', alarmVo: { name: 'e2e', notes: '高报', alarm: '2', timeStamp: String(Date.now()) } });
  await expect(figure).toHaveText(String(before + 1));
});

test('opening a page whose code has not loaded keeps the page on screen until it has: no loading placeholder in between', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'house');
  await openFromMenu(page, '/house-device/device');
  const deviceRows = page.getByRole('table').locator('tbody tr');
  await expect(deviceRows.first()).toBeVisible();
  // From now on, note any "加载中…" placeholder standing in for a page (React would then hold the page back by 300 ms).
  await page.evaluate(() => {
    const seen = window as unknown as { placeholderShown: boolean };
    seen.placeholderShown = false;
    new MutationObserver(() => {
      if ([...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.trim() === '加载中…')) seen.placeholderShown = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  // The history page's code is held at the network, as on a slow line.
  const code = await holdRequests(page, (url) => /\/assets\/area-history-[^/]+\.js$/.test(url.pathname));
  await page.getByTestId('sidebar').locator('a[href$="/house-data/history"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/house-data/history');
  await expect.poll(() => code.urls.length).toBeGreaterThan(0);
  // While it loads, the device list stays as it was, and takes no input: the URL has left it.
  await expect(deviceRows.first()).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('inert');
  await expect(page.getByText('请选择设备以查看历史数据')).toHaveCount(0);
  // The page opened has its tag at once.
  await expect(page.locator('[data-testid="tag"][data-path="/house-data/history"]')).toHaveCount(1);

  code.release();
  await expect(page.getByText('请选择设备以查看历史数据')).toBeVisible();
  await expect(page.getByRole('main')).not.toHaveAttribute('inert');
  await expect(deviceRows).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { placeholderShown: boolean }).placeholderShown)).toBe(false);
});
