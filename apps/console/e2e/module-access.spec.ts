import type { Browser, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { apiCreateRole, apiMenus, signInToAdministration, unique } from './support/admin-roles';
import { deviceTable } from './support/device-list';
import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';
import { signIn, signInThroughForm, switchLanguage, trackCaptcha } from './support/session';

// Issue 23: module access granted from administration. Its own vigil-mock with the flame detector open besides the
// home alarm (spec §1's default opens the home alarm only), so the shared mock's catalogue stays the default.
const ownMock = withOwnMock(() => ({ products: ['house', 'flame'] }));

const card = (page: Page, code: string) => page.locator(`[data-testid="product"][data-code="${code}"]`);
const adminCard = (page: Page) => page.locator('[data-testid="module-card"][data-module="user"]');

/** A second person at another computer: a page of its own browser context, its captchas tracked. */
async function anotherPerson(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  trackCaptcha(page);
  return { context, page };
}

/** Creates (through the API, as the admin on `page`) a user holding one role of `menuIds` that grants `modules`. */
async function apiUserWithRole(page: Page, name: string, menuIds: readonly number[], modules: readonly string[]) {
  const role = await apiCreateRole(page, name, { menuIds, modules });
  const created = await apiAs<{ code: number }>(page, 'POST', '/system/user', { json: { userName: name, nickName: name, password: 'e2e12345', roleIds: [role.roleId], modules: [], status: '0' } });
  expect(created.code).toBe(200);
  return { username: name, password: 'e2e12345' };
}

test('an administrator grants the flame module through a role; its user sees only the flame card open and its menus, and adds a device there', async ({ page, browser, baseURL }) => {
  // One story across two people (the administrator's forms, then the new user's sign-in): more steps than most tests.
  test.slow();
  const mock = ownMock();
  await signInToAdministration(page, mock);
  const flameMenus = (await apiMenus(page)).filter((m) => m.module === 'flame');
  const catalogue = flameMenus.find((m) => m.menuType === 'M');
  if (!catalogue) throw new Error('the seed has no flame catalogue');
  const name = `flame${unique()}`;

  // The role: its menus (the flame catalogue ticks every flame menu) and, in the same form, the flame module.
  await page.goto('/role/role');
  await page.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const roleDialog = page.getByRole('dialog', { name: '添加角色' });
  await roleDialog.getByLabel('角色名称').fill(name);
  await roleDialog.getByLabel('权限字符').fill(name);
  const modules = roleDialog.getByRole('group', { name: '可用模块' });
  // Named as the chooser names the cards (spec §1's catalogue names), administration as 系统管理.
  await expect(modules.getByText('火焰探测器', { exact: true })).toBeVisible();
  await expect(modules.getByText('系统管理', { exact: true })).toBeVisible();
  await modules.getByLabel('火焰探测器').check();
  await roleDialog.getByRole('tree', { name: '菜单权限' }).getByRole('treeitem', { name: catalogue.menuName, exact: true }).click();
  await roleDialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(roleDialog).toBeHidden();
  const role = (await apiAs<{ rows: { roleId: number; roleKey: string; modules?: string[]; menuIds?: number[] }[] }>(page, 'POST', '/system/role/list', { form: { roleKey: name } })).rows.find((r) => r.roleKey === name);
  expect(role?.modules).toEqual(['flame']);

  // The user: that role, no module of its own.
  await page.goto('/usermana/usermana');
  await page.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const userDialog = page.getByRole('dialog', { name: '添加用户' });
  await userDialog.getByLabel('用户名称').fill(name);
  await userDialog.getByLabel('用户密码').fill('e2e12345');
  await userDialog.getByLabel('用户昵称').fill(name);
  await userDialog.getByLabel('角色').click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(userDialog.getByRole('group', { name: '可用模块' }).getByRole('checkbox', { checked: true })).toHaveCount(0);
  await userDialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(userDialog).toBeHidden();

  // The user signs in: the flame card alone is open (the home alarm is open to the organisation, not to this user).
  const { context: other, page: flameUser } = await anotherPerson(browser, baseURL);
  await signIn(flameUser, mock, { username: name, password: 'e2e12345' });
  await expect(card(flameUser, 'flame')).toHaveAttribute('data-state', 'open');
  await expect(card(flameUser, 'house')).toHaveAttribute('data-state', 'closed');
  await expect(flameUser.locator('[data-testid="product"][data-state="open"]')).toHaveCount(1);
  await expect(adminCard(flameUser)).toHaveCount(0);

  await card(flameUser, 'flame').click();
  const sidebar = flameUser.getByTestId('sidebar');
  await expect(sidebar.getByRole('link', { name: '设备管理' })).toBeVisible();
  // The flame menus (spec §2: eight routes, none hidden), nothing of administration.
  await expect(sidebar.getByRole('link')).toHaveCount(8);
  await flameUser.getByTestId('user-menu').click();
  await expect(flameUser.getByTestId('menu-admin')).toHaveCount(0);
  await flameUser.keyboard.press('Escape');

  // Acting within them: a device added on the flame device page is listed there.
  await sidebar.getByRole('link', { name: '设备管理' }).click();
  const imei = `86${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  await flameUser.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const deviceDialog = flameUser.getByRole('dialog', { name: '添加设备' });
  await deviceDialog.getByLabel('设备IMEI').fill(imei);
  await deviceDialog.getByLabel('设备名称').fill('e2e 火焰探测器');
  await deviceDialog.getByRole('button', { name: '确 定' }).click();
  await expect(flameUser.getByText('新增成功')).toBeVisible();
  await expect(deviceDialog).toBeHidden();
  await flameUser.getByRole('textbox', { name: '设备IMEI' }).fill(imei);
  await flameUser.getByRole('button', { name: '搜索' }).click();
  await expect(deviceTable(flameUser).imeis).toHaveText([imei]);
  await other.close();
});

test('a pure administrator (administration menus, no product) reaches administration from the chooser, the user menu and by URL', async ({ page, browser, baseURL }) => {
  const mock = ownMock();
  await signIn(page, mock);
  const adminMenus = (await apiMenus(page)).filter((m) => m.module === 'user').map((m) => m.menuId);
  const account = await apiUserWithRole(page, `admin${unique()}`, adminMenus, ['user']);

  const { context, page: pure } = await anotherPerson(browser, baseURL);
  await signIn(pure, mock, account);
  // Every product is closed to it; administration is a card of its own.
  await expect(pure.locator('[data-testid="product"][data-state="open"]')).toHaveCount(0);
  await expect(adminCard(pure)).toHaveAttribute('data-state', 'open');
  await expect(adminCard(pure)).toContainText('系统管理');
  await adminCard(pure).click();
  await expect(pure).toHaveURL((url) => url.pathname === '/usermana/usermana');
  await expect(pure.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('用户管理');
  const sidebar = pure.getByTestId('sidebar');
  // The four entries no non-superadmin saw before (issue 23) are in its menu.
  for (const entry of ['文件栏目', '文件管理', '系统配置', '产品管理']) await expect(sidebar.getByRole('link', { name: entry })).toBeVisible();
  await sidebar.getByRole('link', { name: '产品管理' }).click();
  await expect(pure.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('产品管理');

  // Back on the chooser (main menu forgets the module), an administration URL still opens.
  await pure.getByTestId('user-menu').click();
  await pure.getByTestId('menu-main').click();
  await expect(adminCard(pure)).toBeVisible();
  await pure.goto('/file/filelist');
  await expect(pure.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('文件管理');
  await pure.getByTestId('user-menu').click();
  await expect(pure.getByTestId('menu-admin')).toBeVisible();
  await context.close();
});

test('a user with neither a product nor administration sees a clear no-access page, in both languages', async ({ page, browser, baseURL }) => {
  const mock = ownMock();
  await signIn(page, mock);
  const account = await apiUserWithRole(page, `none${unique()}`, [], []);
  const { context, page: nobody } = await anotherPerson(browser, baseURL);
  await nobody.goto('login');
  await signInThroughForm(nobody, mock, account);
  const notice = nobody.getByTestId('chooser-no-access');
  await expect(notice).toContainText('暂无可用的产品或系统管理');
  await expect(notice).toContainText('请联系管理员授权');
  await expect(nobody.getByTestId('product')).toHaveCount(0);
  await switchLanguage(nobody, 'English');
  await expect(notice).toContainText('No product or administration available');
  await context.close();
});

test('/hat-device without a chosen module is not a blank page', async ({ page }) => {
  const mock = ownMock();
  await signIn(page, mock);
  await page.goto('/hat-device');
  await expect(page.getByTestId('chooser')).toBeVisible();
  await expect(card(page, 'house')).toBeVisible();
});

test('in English the product list finds products by the English names it shows', async ({ page }) => {
  const mock = ownMock();
  await signIn(page, mock);
  await switchLanguage(page, 'English');
  await openByUrl(page, '/product/product');
  const form = page.getByRole('search');
  await form.getByLabel('Product').fill('Gas');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('table').locator('tbody tr')).toContainText('Gas Underground Detector');
});

/** Opens an administration page by its URL (it enters administration) and waits for the layout. */
async function openByUrl(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('app-layout')).toBeVisible();
}
