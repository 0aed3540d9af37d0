import { alarmPopup, pagerText, waitForAlarmSocket } from './support/alarm-popup';
import { signInToAdministration } from './support/admin-roles';
import { apiAs } from './support/api';
import { dispatchOrders, type Envelope, MODULE_PRODUCTS, token } from './support/dialect-smoke';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';
import type { MockDialect } from './support/mock-server';
import { admin, signIn } from './support/session';

/**
 * The smoke set of issue 21, run against vigil-mock in each dialect: its own words (`vigil`) and a RuoYi-family vendor
 * backend's (`ruoyi`: integer and dictionary codes, nulls, paging from request parameters only, Chinese messages).
 * Both blocks run the same steps; a step that fails against `ruoyi` is a place the console does not yet read what such
 * a backend sends. Every module's lists are in dialect-smoke-lists.spec.ts; the tests of both files are independent,
 * and spread over the workers.
 */
test.describe.configure({ mode: 'parallel' });

function smokeSet(dialect: MockDialect): void {
  test.use({ dialect });

  test('sign in lands on the product chooser', async ({ page, mock }) => {
    await signIn(page, mock);
    await expect(page.getByTestId('chooser')).toBeVisible();
    expect(await token(page)).toBeTruthy();
  });

  test('an alarm pushed through the control API shows in the popup, of whichever product module', async ({ page, mock }) => {
    await signIn(page, mock);
    await page.locator('[data-testid="product"][data-code="house"]').click();
    await waitForAlarmSocket(page);
    const popup = alarmPopup(page);
    const pushed = alarm();
    await mock.pushAlarms(pushed);
    await expect(popup.items.first()).toContainText(pushed.sn);
    // Then one alarm of each product module in one push, of each type: every one is kept, the newest shown first.
    const each = MODULE_PRODUCTS.map(([, productId], n) => ({ ...alarm({ type: String((n % 3) + 1) }), proBh: productId }));
    await mock.pushAlarms(each);
    await expect(popup.pager).toHaveText(pagerText(1, each.length + 1));
    await expect(popup.items.first()).toContainText(each.at(-1)?.sn ?? '');
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
    await signInToAdministration(page, mock);
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
