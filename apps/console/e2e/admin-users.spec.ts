import type { Browser, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { exportFromToolbar, holdExports } from './support/export';
import type { MockControl } from './support/mock-control';
import { expect, test } from './support/fixtures';
import { type Account, openModule, signIn, signInFresh } from './support/session';

interface Envelope {
  code: number;
  msg?: string;
}
interface UserRow {
  userId: number;
  userName: string;
  deptId: number | null;
}
interface RoleRow {
  roleId: number;
  roleKey: string;
  menuIds: number[];
}

/** A name no other run or test uses (letters, digits and dots: a valid account). */
const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The user `userName` as the admin's API lists it. */
async function findUser(page: Page, userName: string): Promise<UserRow> {
  const list = await apiAs<{ rows: UserRow[] }>(page, 'POST', '/system/user/list', { form: { userName, pageSize: '50' } });
  const user = list.rows.find((u) => u.userName === userName);
  if (!user) throw new Error(`user ${userName} missing`);
  return user;
}

/** Creates a normal user through the API as the signed-in admin; returns its account. */
async function createUser(page: Page, extra: Record<string, unknown> = {}): Promise<Account & { userId: number }> {
  const account = { username: unique('e2e.u'), password: 'start123' };
  const created = await apiAs<Envelope>(page, 'POST', '/system/user', { json: { userName: account.username, nickName: 'E2E user', password: account.password, ...extra } });
  expect(created.code).toBe(200);
  return { ...account, userId: (await findUser(page, account.username)).userId };
}

/** Creates a role through the API; returns its id. */
async function createRole(page: Page, body: Record<string, unknown> = {}): Promise<number> {
  const roleKey = unique('e2e_role_');
  expect((await apiAs<Envelope>(page, 'POST', '/system/role', { json: { roleName: roleKey, roleKey, roleSort: 9, status: '0', ...body } })).code).toBe(200);
  const list = await apiAs<{ rows: RoleRow[] }>(page, 'POST', '/system/role/list', { form: { roleKey, pageSize: '10' } });
  const role = list.rows.find((r) => r.roleKey === roleKey);
  if (!role) throw new Error('role missing');
  return role.roleId;
}

/** Opens an administration page as the user menu's 系统管理 entry does (the module chosen is `user`). */
async function openAdmin(page: Page, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'module', value: 'user', url: new URL(page.url()).origin }]);
  await page.goto(path);
}

/** Opens the users page searched for `userName`, and the user's table row. */
async function openUsers(page: Page, userName: string) {
  await openAdmin(page, '/usermana/usermana');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('用户管理');
  await page.getByLabel('用户名称').fill(userName);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: userName, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

test('the admin adds a user in the dialog and finds it by its account; the page has no serious axe violations', async ({ page, mock }) => {
  await signIn(page, mock);
  await openAdmin(page, '/usermana/usermana');
  await expect(page.getByRole('navigation', { name: '部门树' })).toBeVisible();
  const name = unique('e2e.add');

  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加用户' });
  await dialog.getByLabel('用户名称').fill('张三');
  await dialog.getByLabel('用户密码').fill('1234');
  await dialog.getByLabel('用户昵称').fill('E2E 新用户');
  await dialog.getByRole('button', { name: '确 定' }).click();
  // The account's and the password's rules (spec §5) keep the dialog open.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('密码长度必须介于 5 和 20 之间')).toBeVisible();
  await dialog.getByLabel('用户名称').fill(name);
  await dialog.getByLabel('用户密码').fill('start123');
  // The department is picked in the form's tree select.
  await dialog.getByLabel('部门').click();
  await page.getByRole('treeitem', { name: '市场部' }).click();
  await expect(dialog.getByLabel('部门')).toHaveText('市场部');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();

  const row = await openUsers(page, name);
  await expect(row.getByRole('cell', { name: 'E2E 新用户' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '市场部' })).toBeVisible();
  await expect(row.getByRole('switch', { name: `${name}的状态` })).toBeChecked();
  expect(describeViolations(await seriousViolations(page))).toBe('');

  // 导出 saves the users the list shows: the searched one.
  const held = await holdExports(page, '**/api/system/user/export');
  const { file, text } = await exportFromToolbar(page, held);
  expect(file.suggestedFilename()).toBe('users.csv');
  expect(text).toContain(name);
  expect(text).not.toContain('operator');
});

test('picking a department in the tree lists its users only; picking it again lists everyone', async ({ page, mock }) => {
  await signIn(page, mock);
  const deptName = unique('e2e-tree-');
  expect((await apiAs<Envelope>(page, 'POST', '/system/dept/', { json: { deptName, parentId: 101, orderNum: 9 } })).code).toBe(200);
  const dept = (await apiAs<{ data: { deptId: number; deptName: string }[] }>(page, 'GET', '/system/dept/list')).data.find((d) => d.deptName === deptName);
  const user = await createUser(page, { deptId: dept?.deptId });
  await openAdmin(page, '/usermana/usermana');
  const tree = page.getByRole('navigation', { name: '部门树' });
  await tree.getByRole('searchbox').fill(deptName);
  await tree.getByRole('treeitem', { name: deptName }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: user.username, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  await expect(page.getByText('共 1 条')).toBeVisible();
  await tree.getByRole('treeitem', { name: deptName }).click();
  await expect(table.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
});

/** A new user's row on the users page: its status switch and the confirmation the switch asks. */
async function newUserStatus(page: Page) {
  const user = await createUser(page);
  const row = await openUsers(page, user.username);
  const status = row.getByRole('switch', { name: `${user.username}的状态` });
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '系统提示' }));
  return { user, status, confirm };
}

test('disabling a user after confirmation refuses its sign-in; enabling it again lets it in', async ({ page, mock, browser, baseURL }) => {
  await signIn(page, mock);
  const { user, status, confirm } = await newUserStatus(page);
  await status.click();
  await expect(confirm).toContainText(`确认要"停用""${user.username}"用户吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('停用成功')).toBeVisible();
  await expect(status).not.toBeChecked();

  const refused = await signInFresh(browser, baseURL, mock, user);
  await expect(refused.page.getByText('账号已停用').first()).toBeVisible();
  await expect(refused.page.getByTestId('login-form')).toBeVisible();
  await refused.close();

  await status.click();
  await expect(confirm).toContainText(`确认要"启用""${user.username}"用户吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('启用成功')).toBeVisible();
  await expect(status).toBeChecked();
  const allowed = await signInFresh(browser, baseURL, mock, user);
  // Signed in: the chooser (a user without roles has nothing to open there, and it says so).
  await expect(allowed.page.getByTestId('chooser')).toBeVisible();
  await allowed.close();
});

test('cancelling the status confirmation leaves the switch and the user as they were', async ({ page, mock }) => {
  await signIn(page, mock);
  const { user, status, confirm } = await newUserStatus(page);
  await status.click();
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toBeChecked();
  const stored = await apiAs<{ rows: { userName: string; status: string }[] }>(page, 'POST', '/system/user/list', { form: { userName: user.username } });
  expect(stored.rows.find((u) => u.userName === user.username)?.status).toBe('0');
});

test('a reset password is asked for, checked, and is the one the user then signs in with', async ({ page, mock, browser, baseURL }) => {
  await signIn(page, mock);
  const user = await createUser(page);
  const row = await openUsers(page, user.username);
  await row.getByRole('button', { name: `重置密码 ${user.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `请输入"${user.username}"的新密码` });
  await dialog.getByLabel('新密码').fill('abc');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('密码长度必须介于 5 和 20 之间')).toBeVisible();
  await dialog.getByLabel('新密码').fill('renewed99');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('修改成功，新密码是：renewed99')).toBeVisible();

  const old = await signInFresh(browser, baseURL, mock, user);
  await expect(old.page.getByText('用户不存在/密码错误').first()).toBeVisible();
  await old.close();
  const renewed = await signInFresh(browser, baseURL, mock, { ...user, password: 'renewed99' });
  await expect(renewed.page.getByTestId('chooser')).toBeVisible();
  await renewed.close();
});

test('the signed-in admin’s own row offers no status switch and no delete; another user’s does', async ({ page, mock }) => {
  await signIn(page, mock);
  const other = await createUser(page);
  const own = await openUsers(page, 'admin');
  await expect(own.getByRole('button', { name: '修改 admin' })).toBeVisible();
  await expect(own.getByRole('switch')).toHaveCount(0);
  await expect(own.getByRole('button', { name: '删除 admin' })).toHaveCount(0);
  await expect(own.getByText('正常')).toBeVisible();

  const row = await openUsers(page, other.username);
  await expect(row.getByRole('switch')).toHaveCount(1);
  await row.getByRole('button', { name: `删除 ${other.username}` }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByRole('cell', { name: other.username, exact: true })).toHaveCount(0);
});

test('a role whose data scope is the user’s own department narrows its device list to that department', async ({ page, mock, browser, baseURL }) => {
  await signIn(page, mock);
  const operatorRole = (await apiAs<{ rows: RoleRow[] }>(page, 'POST', '/system/role/list', { form: { roleKey: 'operator' } })).rows.find((r) => r.roleKey === 'operator');
  if (!operatorRole) throw new Error('operator role missing');
  const deptName = unique('e2e-dept-');
  expect((await apiAs<Envelope>(page, 'POST', '/system/dept/', { json: { deptName, parentId: 101, orderNum: 9 } })).code).toBe(200);
  const dept = (await apiAs<{ data: { deptId: number; deptName: string }[] }>(page, 'GET', '/system/dept/list')).data.find((d) => d.deptName === deptName);
  if (!dept) throw new Error('department missing');
  // The operator's house menus, seen only within the user's own department (RuoYi data scope 3).
  const roleId = await createRole(page, { dataScope: '3', menuIds: operatorRole.menuIds });
  const user = await createUser(page, { deptId: dept.deptId, roleIds: [roleId] });
  const adminTotal = (await apiAs<{ total: number }>(page, 'POST', '/senstor/info/list', { json: { productId: '15144628', pageSize: 1 } })).total;
  expect(adminTotal).toBeGreaterThan(1);

  const session = await signInFresh(browser, baseURL, mock, user);
  await expect(session.page.getByTestId('product').first()).toBeVisible();
  // A device the user adds belongs to its department; the seed's devices belong to others.
  const imei = `86${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  expect((await apiAs<Envelope>(session.page, 'POST', '/senstor/info', { json: { productId: '15144628', imei } })).code).toBe(200);
  await openModule(session.page, 'house');
  await session.page.goto('/house-device/device');
  const table = session.page.getByRole('table');
  await expect(table.getByRole('cell', { name: imei }).first()).toBeVisible();
  await expect(session.page.getByText('共 1 条')).toBeVisible();
  await session.close();

  // The admin (data scope all) sees that device among every other.
  expect((await apiAs<{ total: number }>(page, 'POST', '/senstor/info/list', { json: { productId: '15144628', pageSize: 1 } })).total).toBe(adminTotal + 1);
});

test('roleuser: a user is added to a role from the unallocated list, then its authorization is cancelled; the page has no serious axe violations', async ({ page, mock }) => {
  await signIn(page, mock);
  const roleId = await createRole(page);
  const user = await createUser(page);
  await openAdmin(page, `/role/roleuser?roleId=${roleId}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('分配用户');
  await expect(page.getByRole('table').getByText('暂无数据')).toBeVisible();

  await page.getByRole('button', { name: '添加用户' }).click();
  const dialog = page.getByRole('dialog', { name: '选择用户' });
  await dialog.getByLabel('用户名称').fill(user.username);
  await dialog.getByRole('button', { name: '搜索' }).click();
  await expect(dialog.getByRole('cell', { name: user.username, exact: true })).toBeVisible();
  await dialog.getByRole('checkbox', { name: `选择 ${user.username}` }).check();
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('授权成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: user.username, exact: true }) });
  await expect(row).toHaveCount(1);
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await row.getByRole('button', { name: `取消授权 ${user.username}` }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '系统提示' }))).toContainText(`确认要取消该用户"${user.username}"角色吗？`);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('取消授权成功')).toBeVisible();
  await expect(row).toHaveCount(0);
  const allocated = await apiAs<{ total: number }>(page, 'GET', `/system/role/authUser/allocatedList?roleId=${roleId}`);
  expect(allocated.total).toBe(0);
});

test('roleuser: the signed-in user can be neither chosen nor cancelled, and the page says so', async ({ page, mock }) => {
  await signIn(page, mock);
  const roleId = await createRole(page);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/system/role/authUser/') && request.method() === 'PUT') writes.push(request.url());
  });
  await openAdmin(page, `/role/roleuser?roleId=${roleId}`);
  await page.getByRole('button', { name: '添加用户' }).click();
  const dialog = page.getByRole('dialog', { name: '选择用户' });
  await dialog.getByLabel('用户名称').fill('admin');
  await dialog.getByRole('button', { name: '搜索' }).click();
  await dialog.getByRole('button', { name: '新增 admin', exact: true }).click();
  await expect(page.getByText('所选用户为当前登录用户，请勿选择')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '取 消' }).click();

  // The administrator role holds the admin: cancelling it is refused as well.
  const adminRole = (await apiAs<{ rows: RoleRow[] }>(page, 'POST', '/system/role/list', { form: { roleKey: 'admin' } })).rows.find((r) => r.roleKey === 'admin');
  await openAdmin(page, `/role/roleuser?roleId=${adminRole?.roleId}&userName=admin`);
  const own = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
  await own.getByRole('button', { name: '取消授权 admin' }).click();
  await expect(page.getByText('所选用户为当前登录用户，请勿选择').last()).toBeVisible();
  expect(writes).toEqual([]);
});

/**
 * A delegated user administrator, made through the API by the admin signed in on `page`: a role holding the
 * user-administration buttons (and the role list, for the role picker) with data scope all, a user holding it, signed
 * in on a browser of its own.
 */
async function signInDelegatedUserAdmin(page: Page, browser: Browser, baseURL: string | undefined, mock: MockControl) {
  const perms = ['system:user:list', 'system:user:query', 'system:user:edit', 'system:user:resetPwd', 'system:user:remove', 'system:role:list'];
  const menus = (await apiAs<{ data: { menuId: number; module?: string; menuType: string; perms?: string }[] }>(page, 'POST', '/system/menu/list', { form: {} })).data;
  const menuIds = menus.filter((m) => m.module === 'user' && (m.menuType !== 'F' || perms.includes(m.perms ?? ''))).map((m) => m.menuId);
  const roleId = await createRole(page, { dataScope: '1', menuIds });
  const delegate = await createUser(page, { roleIds: [roleId], modules: ['user'] });
  return { delegate, session: await signInFresh(browser, baseURL, mock, delegate) };
}

test('a delegated user administrator sees no edit, delete, reset or switch on the super administrator’s row, and its own roles and status read-only (RuoYi-Vue3)', async ({ page, mock, browser, baseURL }) => {
  await signIn(page, mock);
  const { delegate, session } = await signInDelegatedUserAdmin(page, browser, baseURL, mock);
  const delegatePage = session.page;

  const adminRow = await openUsers(delegatePage, 'admin');
  await expect(adminRow.getByRole('button', { name: '修改 admin' })).toHaveCount(0);
  await expect(adminRow.getByRole('button', { name: '删除 admin' })).toHaveCount(0);
  await expect(adminRow.getByRole('button', { name: '重置密码 admin' })).toHaveCount(0);
  await expect(adminRow.getByRole('switch')).toHaveCount(0);

  const own = await openUsers(delegatePage, delegate.username);
  await own.getByRole('button', { name: `修改 ${delegate.username}` }).click();
  const dialog = delegatePage.getByRole('dialog', { name: '修改用户' });
  await expect(dialog.getByRole('combobox', { name: '角色' })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: '状态' })).toBeDisabled();
  await session.close();
});

test('an edit of the super administrator sent anyway, from a page read before the user became one, shows RuoYi’s refusal and changes nothing', async ({ page, mock, browser, baseURL }) => {
  await signIn(page, mock);
  const target = await createUser(page);
  const { session } = await signInDelegatedUserAdmin(page, browser, baseURL, mock);
  const delegatePage = session.page;
  const row = await openUsers(delegatePage, target.username);
  await expect(row.getByRole('button', { name: `修改 ${target.username}` })).toBeVisible();

  // The admin then makes that user a super administrator; the delegate's page still offers the edit.
  const adminRole = (await apiAs<{ rows: RoleRow[] }>(page, 'POST', '/system/role/list', { form: { roleKey: 'admin', pageSize: '10' } })).rows.find((r) => r.roleKey === 'admin');
  if (!adminRole) throw new Error('the seed has no admin role');
  const promoted = await apiAs<Envelope>(page, 'PUT', '/system/user', { json: { userId: target.userId, userName: target.username, nickName: 'E2E user', roleIds: [adminRole.roleId] } });
  expect(promoted.code).toBe(200);

  await row.getByRole('button', { name: `修改 ${target.username}` }).click();
  const dialog = delegatePage.getByRole('dialog', { name: '修改用户' });
  await dialog.getByRole('textbox', { name: '用户昵称' }).fill('Taken over');
  await dialog.getByRole('button', { name: '确 定' }).click();
  // SysUserServiceImpl.checkUserAllowed's words, in an error toast; the form keeps what was typed.
  await expect(delegatePage.getByTestId('toast').filter({ hasText: '不允许操作超级管理员用户' })).toHaveAttribute('data-variant', 'error');
  await expect(dialog.getByRole('textbox', { name: '用户昵称' })).toHaveValue('Taken over');
  const stored = await apiAs<{ data: { nickName: string } }>(page, 'GET', `/system/user/${target.userId}`);
  expect(stored.data.nickName).toBe('E2E user');
  await dialog.getByRole('button', { name: '取 消' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: 'E2E user', exact: true })).toBeVisible();
  await session.close();
});
