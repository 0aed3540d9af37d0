import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { deviceTable } from './support/device-list';
import { operator, signIn } from './support/session';

/** The page kinds of issue #11 (device monitoring), and #12's alarm information; the other kinds have their own specs. */
const MONITORING_KINDS = ['moduleHome', 'deviceList', 'probeList', 'realtime', 'history', 'report', 'instructionLog', 'instructionSend', 'alarmList'];

/** Spec §2's 14 modules and how a user reaches each: a chooser card, the pressure card, or the user menu. */
const PRODUCT_MODULES = ['alarms', 'commercial', 'gas', 'manhole', 'lampblack', 'house', 'portable', 'flame', 'controller', 'hat', 'laser', 'handheld'];

async function openFromChooser(page: Page, module: string): Promise<void> {
  await page.goto('/');
  const card = page.locator(`[data-module="${module}"][data-disabled="false"]`).first();
  await card.click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/${module}/${module}`);
}

/** Opens every sidebar item of a monitoring kind and checks its page renders (never "not available yet"). */
async function visitMonitoringPages(page: Page, module: string): Promise<string[]> {
  const links = page.getByTestId('sidebar').locator('a[data-kind]');
  await expect(links.first(), `${module} menu`).toBeVisible();
  const items = await links.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href') ?? '', kind: a.getAttribute('data-kind') ?? '' })));
  const visited: string[] = [];
  for (const item of items.filter((i) => MONITORING_KINDS.includes(i.kind))) {
    await page.getByTestId('sidebar').locator(`a[href="${item.href}"]`).click();
    await expect(page, `${module} ${item.href}`).toHaveURL((url) => url.pathname === item.href);
    await expect(page.getByTestId('app-layout')).toBeVisible();
    // Role queries skip hidden elements: a kept-alive page stays mounted, hidden, behind the one on screen.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), `${module} ${item.href}`).toBeVisible();
    await expect(page.getByTestId('not-available'), `${module} ${item.href}`).toHaveCount(0);
    if (item.kind === 'deviceList' && module !== 'pressure') await expect(deviceTable(page).imeis.first(), `${module} devices`).toBeVisible();
    // Alarm information lists the module's alarms; pressure has no product to show.
    if (item.kind === 'alarmList') {
      const main = page.getByRole('main');
      if (module === 'pressure') await expect(main.getByText('该模块暂无可管理的设备产品'), `${module} alarms`).toBeVisible();
      else await expect(main.getByRole('table').locator('tbody tr').first(), `${module} alarms`).toBeVisible();
    }
    visited.push(item.kind);
  }
  return visited;
}

for (const module of PRODUCT_MODULES) {
  test(`the admin opens ${module} from the chooser; each of its monitoring pages renders with the mock's data`, async ({ page, mock }) => {
    await signIn(page, mock);
    await openFromChooser(page, module);
    const visited = await visitMonitoringPages(page, module);
    expect(visited).toContain('moduleHome');
    expect(visited).toContain('deviceList');
    // Every module but these two has alarm information (spec §2).
    if (!['lampblack', 'controller'].includes(module)) expect(visited).toContain('alarmList');
  });
}

test('the admin opens pressure (routes, no catalogue card) from its own card; its device page says it has no product', async ({ page, mock }) => {
  await signIn(page, mock);
  await page.getByTestId('module-card').and(page.locator('[data-module="pressure"]')).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pressure/pressure');
  const visited = await visitMonitoringPages(page, 'pressure');
  expect(visited).toContain('deviceList');
  expect(visited).toContain('alarmList');
  await page.getByTestId('sidebar').locator('a[data-kind="deviceList"]').click();
  await expect(page.getByText('该模块暂无可管理的设备产品')).toBeVisible();
});

test('the civilian alarm card opens the home alarm module with the civilian alarm’s own devices', async ({ page, mock }) => {
  await signIn(page, mock);
  await page.locator('[data-testid="product"][data-code="civil"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/house/house');
  await page.getByTestId('sidebar').locator('a[data-kind="deviceList"]').click();
  await expect(deviceTable(page).imeis.first()).toBeVisible();
  const shown = await deviceTable(page).imeis.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  const token = (await page.context().cookies()).find((c) => c.name === 'za_token')?.value;
  const answer = await page.request.post('/api/senstor/info/list', { headers: { Authorization: `Bearer ${token}` }, data: { productId: '15144659', pageNum: 1, pageSize: 100 } });
  const civil = ((await answer.json()) as { rows: { imei: string }[] }).rows.map((r) => r.imei);
  for (const imei of shown) expect(civil).toContain(imei.trim());
});

test('the admin reaches administration from the user menu; the operator has no such entry and only its module', async ({ page, mock }) => {
  await signIn(page, mock);
  await openFromChooser(page, 'house');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-admin').click();
  await expect(page).toHaveURL((url) => url.pathname === '/usermana/usermana');
  await expect(page.getByTestId('sidebar')).toContainText('用户管理');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await signIn(page, mock, operator);
  // The home alarm only: the civilian alarm, shown by the house pages, is granted by its own tags, not the house ones.
  await expect(page.locator('[data-testid="product"][data-disabled="false"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="product"][data-code="civil"]')).toContainText('无权访问');
  await expect(page.locator('[data-testid="product"][data-code="flame"]')).toContainText('无权访问');
  await expect(page.getByTestId('module-card')).toHaveCount(0);
  await openFromChooser(page, 'house');
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('menu-main')).toBeVisible();
  await expect(page.getByTestId('menu-admin')).toHaveCount(0);
});

test('menus show only the routes /getRouters granted at sign-in', async ({ page, mock }) => {
  // The backend grants the house module without its data report: the permission alone would show it.
  await page.route('**/api/getRouters', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { path: string; children?: { path: string }[] }[] };
    for (const top of body.data) top.children = top.children?.filter((child) => child.path !== '/house-statistic/statistic');
    await route.fulfill({ response, json: body });
  });
  await signIn(page, mock);
  await openFromChooser(page, 'house');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.locator('a[href="/house-data/data"]')).toBeVisible();
  await expect(sidebar.locator('a[href="/house-statistic/statistic"]')).toHaveCount(0);
});
