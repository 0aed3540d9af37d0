import type { Locator, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { apiCreateRole, apiMenus, apiRole, chevron, type MenuRow, expectNoSeriousViolations, openAdminPage, search, signInElsewhere, unique, signInToAdministration } from './support/admin-roles';
import { exportFromToolbar, holdExports } from './support/export';
import { expect, test } from './support/fixtures';
import { switchLanguage } from './support/session';
import { chooseMoreAction } from './support/list-actions';

const PAGE = '/role/role';

async function openRoles(page: Page, roleKey: string): Promise<void> {
  await openAdminPage(page, PAGE, '权限管理');
  await search(page, '权限字符', roleKey);
  await expect(page.getByRole('table').getByRole('cell', { name: roleKey, exact: true }).first()).toBeVisible();
}

/** The house module's menus: its catalogue, its device management page and all of them. */
async function houseMenus(page: Page) {
  const house = (await apiMenus(page)).filter((m) => m.module === 'house');
  const catalogue = house.find((m) => m.menuType === 'M');
  const device = house.find((m) => m.menuType === 'C' && m.path === '/house-device/device');
  if (!catalogue || !device) throw new Error('the seed has no house catalogue or device page');
  return { catalogue, device, all: house };
}

const treeItem = (tree: Locator, name: string) => tree.getByRole('treeitem', { name, exact: true });

/**
 * The groups the role tree adds under a catalogue: the seed puts a module's buttons straight under its catalogue, and
 * the tree gathers them by resource (`house:device:add` → 设备), one group per resource.
 */
const groupsUnder = (menus: readonly MenuRow[], parentId: number) =>
  new Set(menus.filter((m) => m.parentId === parentId && m.menuType === 'F').map((m) => (m.perms ?? '').split(':').at(-2))).size;

test('a menu unticked in a role disappears for its users when they next sign in', async ({ page, mock, browser, baseURL }) => {
  await signInToAdministration(page, mock);
  const { catalogue, device, all } = await houseMenus(page);
  const name = `e2e-${unique()}`;
  const role = await apiCreateRole(page, name, { menuIds: all.map((m) => m.menuId) });
  const user = await apiAs<{ code: number }>(page, 'POST', '/system/user', { json: { userName: name, nickName: name, password: 'e2e12345', roleIds: [role.roleId], modules: ['house'], status: '0' } });
  expect(user.code).toBe(200);
  const account = { username: name, password: 'e2e12345' };

  const before = await signInElsewhere(browser, baseURL, mock, account);
  await expect(before.page.getByTestId('sidebar').getByRole('link', { name: device.menuName })).toBeVisible();
  await before.context.close();

  await openRoles(page, name);
  await page.getByRole('button', { name: `修改 ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: '修改角色' });
  const tree = dialog.getByRole('tree', { name: '菜单权限' });
  await expect(treeItem(tree, catalogue.menuName)).toHaveAttribute('aria-checked', 'true');
  await chevron(treeItem(tree, catalogue.menuName)).click();
  await treeItem(tree, device.menuName).click();
  await expect(treeItem(tree, device.menuName)).toHaveAttribute('aria-checked', 'false');
  await expect(treeItem(tree, catalogue.menuName)).toHaveAttribute('aria-checked', 'mixed');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  // Sent: every house menu but the device page; the half-ticked catalogue travels with them (RuoYi's linkage).
  expect((await apiRole(page, name)).menuIds.map(String).sort()).toEqual(all.filter((m) => m.menuId !== device.menuId).map((m) => String(m.menuId)).sort());

  const after = await signInElsewhere(browser, baseURL, mock, account);
  const sidebar = after.page.getByTestId('sidebar');
  await expect(sidebar.getByRole('link').first()).toBeVisible();
  await expect(sidebar.getByRole('link', { name: device.menuName })).toHaveCount(0);
  await after.context.close();
});

test('the menu tree links parents and children, selects all or none and expands or collapses all', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const { catalogue, all } = await houseMenus(page);
  await openAdminPage(page, PAGE, '权限管理');
  await page.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加角色' });
  const tree = dialog.getByRole('tree', { name: '菜单权限' });
  const parent = treeItem(tree, catalogue.menuName);
  await expect(parent).toHaveAttribute('aria-checked', 'false');
  const topLevel = await tree.getByRole('treeitem').count();

  // Ticking the catalogue ticks all its children.
  await parent.click();
  await chevron(parent).click();
  const children = tree.locator('[role="treeitem"][aria-level="2"]');
  // Its pages, then its buttons gathered by resource.
  const pages = all.filter((m) => m.parentId === catalogue.menuId && m.menuType !== 'F').length;
  await expect(children).toHaveCount(pages + groupsUnder(all, catalogue.menuId));
  for (const state of await children.evaluateAll((items) => items.map((item) => item.getAttribute('aria-checked')))) expect(state).toBe('true');
  // Unticking one child leaves the catalogue half-ticked.
  await children.first().click();
  await expect(children.first()).toHaveAttribute('aria-checked', 'false');
  await expect(parent).toHaveAttribute('aria-checked', 'mixed');

  await dialog.getByRole('button', { name: '全选' }).click();
  await expect(tree.locator('[role="treeitem"]:not([aria-checked="true"])')).toHaveCount(0);
  await dialog.getByRole('button', { name: '全不选' }).click();
  await expect(tree.locator('[role="treeitem"]:not([aria-checked="false"])')).toHaveCount(0);

  // One catalogue is open: the toolbar offers to collapse all, then to expand all.
  await dialog.getByRole('button', { name: '折叠全部' }).click();
  await expect(tree.getByRole('treeitem')).toHaveCount(topLevel);
  await dialog.getByRole('button', { name: '展开全部' }).click();
  const menus = await apiMenus(page);
  const groups = menus.filter((m) => m.menuType === 'M').reduce((sum, m) => sum + groupsUnder(menus, m.menuId), 0);
  await expect(tree.getByRole('treeitem')).toHaveCount(menus.length + groups);
});

test('a custom data scope keeps its departments, shown again when the dialog reopens', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const name = `e2e-${unique()}`;
  await apiCreateRole(page, name);
  await openRoles(page, name);

  await page.getByRole('button', { name: `数据权限 ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: '分配数据权限' });
  await expect(dialog.getByLabel('角色名称')).toHaveValue(name);
  await dialog.getByRole('combobox', { name: '权限范围' }).click();
  await page.getByRole('option', { name: '自定数据权限' }).click();
  const tree = dialog.getByRole('tree', { name: '数据权限' });
  await dialog.getByRole('button', { name: '展开全部' }).click();
  await treeItem(tree, '华东运维组').click();
  await treeItem(tree, '华南运维组').click();
  // Both teams ticked: their department (运维中心) is ticked with them.
  await expect(treeItem(tree, '运维中心')).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  const stored = await apiRole(page, name);
  expect(stored.dataScope).toBe('2');
  const depts = (await apiAs<{ data: { deptId: number; deptName: string }[] }>(page, 'GET', '/system/dept/list')).data;
  const idOf = (deptName: string) => String(depts.find((d) => d.deptName === deptName)?.deptId);
  const storedIds = stored.deptIds.map(String);
  expect(storedIds).toEqual(expect.arrayContaining([idOf('华东运维组'), idOf('华南运维组'), idOf('运维中心')]));
  expect(storedIds).not.toContain(idOf('市场部'));

  await page.getByRole('button', { name: `数据权限 ${name}` }).click();
  await expect(dialog.getByRole('combobox', { name: '权限范围' })).toHaveText('自定数据权限');
  await dialog.getByRole('button', { name: '展开全部' }).click();
  await expect(treeItem(tree, '华东运维组')).toHaveAttribute('aria-checked', 'true');
  await expect(treeItem(tree, '华南运维组')).toHaveAttribute('aria-checked', 'true');
  await expect(treeItem(tree, '市场部')).toHaveAttribute('aria-checked', 'false');
});

test('the status switch asks first, stays as it was on cancel, and disables the role on confirm', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const name = `e2e-${unique()}`;
  await apiCreateRole(page, name);
  await openRoles(page, name);
  const toggle = page.getByRole('switch', { name: `${name} 的状态` });
  await expect(toggle).toBeChecked();

  await toggle.click();
  const confirm = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(confirm).toContainText(`确认要"停用""${name}"角色吗？`);
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(toggle).toBeChecked();
  expect((await apiRole(page, name)).status).toBe('0');

  await toggle.click();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('停用成功')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect((await apiRole(page, name)).status).toBe('1');
});

test('the role page, its dialogs and the assign-users link', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const name = `e2e-${unique()}`;
  const role = await apiCreateRole(page, name);
  await openRoles(page, name);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: `修改 ${name}` }).click();
  await expect(page.getByRole('dialog', { name: '修改角色' }).getByRole('tree')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await chooseMoreAction(page, name, '分配用户');
  await expect(page).toHaveURL(new RegExp(`/role/roleuser\\?roleId=${role.roleId}$`));
});

test('export saves the roles the search matches', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const name = `e2e-${unique()}`;
  await apiCreateRole(page, name);
  await openRoles(page, name);
  const held = await holdExports(page, '**/api/system/role/export');
  const { file, text } = await exportFromToolbar(page, held);
  expect(file.suggestedFilename()).toBe('roles.csv');
  expect(text).toContain(name);
  expect(text).not.toContain('operator');
});

test('the menu tree names buttons by their permission in the UI language, grouped by resource; no raw permission strings', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const { catalogue } = await houseMenus(page);
  const openTree = async (add: string, title: string, tree: string) => {
    await page.getByRole('toolbar').getByRole('button', { name: add }).click();
    const dialog = page.getByRole('dialog', { name: title });
    return { dialog, tree: dialog.getByRole('tree', { name: tree }) };
  };
  /** Every row's text once the tree is expanded: none a raw `xxx:yyy` permission (every seeded one is known). */
  const expectNoRawPermissions = async (tree: Locator) => {
    const texts = await tree.getByRole('treeitem').allTextContents();
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /[\w{}]+:[\w:]+/.test(text))).toEqual([]);
  };

  await openAdminPage(page, PAGE, '权限管理');
  const zh = await openTree('新增', '添加角色', '菜单权限');
  await chevron(treeItem(zh.tree, catalogue.menuName)).click();
  const devices = treeItem(zh.tree, '设备');
  await expect(devices).toHaveAttribute('aria-level', '2');
  await chevron(devices).click();
  const actions = zh.tree.locator('[role="treeitem"][aria-level="3"]');
  await expect(actions).toHaveText(['列表', '新增', '修改', '删除', '查询', '分享', '导出', '导入']);
  await expect(treeItem(zh.tree, '报警')).toBeVisible();
  await expect(treeItem(zh.tree, '工单')).toBeVisible();
  // With rows open the toolbar offers 折叠全部 first, then 展开全部.
  await zh.dialog.getByRole('button', { name: '折叠全部' }).click();
  await zh.dialog.getByRole('button', { name: '展开全部' }).click();
  await expectNoRawPermissions(zh.tree);
  await zh.dialog.getByRole('button', { name: '取 消' }).click();

  await switchLanguage(page, 'English');
  const en = await openTree('Add', 'Add role', 'Menu permissions');
  await chevron(treeItem(en.tree, catalogue.menuName)).click();
  await chevron(treeItem(en.tree, 'Devices')).click();
  await expect(en.tree.locator('[role="treeitem"][aria-level="3"]')).toHaveText(['List', 'Add', 'Edit', 'Delete', 'Query', 'Share', 'Export', 'Import']);
  await expect(treeItem(en.tree, 'Alarms')).toBeVisible();
  await expect(treeItem(en.tree, 'Work orders')).toBeVisible();
  await en.dialog.getByRole('button', { name: 'Collapse all' }).click();
  await en.dialog.getByRole('button', { name: 'Expand all' }).click();
  await expectNoRawPermissions(en.tree);
});

test('a role saved from the grouped tree stores its menus and buttons, never a group', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const { catalogue, all } = await houseMenus(page);
  const name = `e2e-${unique()}`;
  await apiCreateRole(page, name);
  await openRoles(page, name);
  await page.getByRole('button', { name: `修改 ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: '修改角色' });
  const tree = dialog.getByRole('tree', { name: '菜单权限' });
  await chevron(treeItem(tree, catalogue.menuName)).click();
  await treeItem(tree, '设备').click();
  await expect(treeItem(tree, catalogue.menuName)).toHaveAttribute('aria-checked', 'mixed');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  // The device buttons and their half-ticked catalogue (RuoYi's linkage), as menu ids.
  const deviceButtons = all.filter((m) => m.parentId === catalogue.menuId && m.menuType === 'F' && (m.perms ?? '').split(':').at(-2) === 'device');
  expect((await apiRole(page, name)).menuIds.map(String).sort()).toEqual([catalogue, ...deviceButtons].map((m) => String(m.menuId)).sort());
});

test('a role changed by someone else while its dialog was open is refused with the server’s words and overwrites nothing; opened again, both changes are kept', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const { catalogue, all } = await houseMenus(page);
  const pages = all.filter((m) => m.parentId === catalogue.menuId && m.menuType === 'C');
  const [mine, theirs, kept] = pages;
  if (!mine || !theirs || !kept) throw new Error('the seed has fewer than three house pages');
  const name = `e2e-${unique()}`;
  const role = await apiCreateRole(page, name, { menuIds: [catalogue.menuId, kept.menuId] });
  await openRoles(page, name);
  await page.getByRole('button', { name: `修改 ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: '修改角色' });
  const tree = dialog.getByRole('tree', { name: '菜单权限' });
  await chevron(treeItem(tree, catalogue.menuName)).click();
  await expect(treeItem(tree, kept.menuName)).toHaveAttribute('aria-checked', 'true');

  // Meanwhile another session adds a page to the role, sending the version it read (as this console does).
  const other = await apiAs<{ code: number }>(page, 'PUT', '/system/role', {
    json: { roleId: role.roleId, roleName: role.roleName, roleKey: role.roleKey, roleSort: 50, status: '0', version: role.version, menuIds: [catalogue.menuId, kept.menuId, theirs.menuId] },
  });
  expect(other.code).toBe(200);

  await treeItem(tree, mine.menuName).click();
  await dialog.getByRole('button', { name: '确 定' }).click();
  const refusal = `角色“${name}”已被他人修改，请重新打开后再保存`;
  await expect(page.getByTestId('toast').filter({ hasText: refusal })).toHaveAttribute('data-variant', 'error');
  // The dialog stays open with what was ticked; the stored role is the other session's.
  await expect(treeItem(tree, mine.menuName)).toHaveAttribute('aria-checked', 'true');
  expect((await apiRole(page, name)).menuIds.map(Number).sort()).toEqual([catalogue.menuId, kept.menuId, theirs.menuId].sort());

  await dialog.getByRole('button', { name: '取 消' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `修改 ${name}` }).click();
  await chevron(treeItem(tree, catalogue.menuName)).click();
  await expect(treeItem(tree, theirs.menuName)).toHaveAttribute('aria-checked', 'true');
  await treeItem(tree, mine.menuName).click();
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  expect((await apiRole(page, name)).menuIds.map(Number).sort()).toEqual([catalogue.menuId, kept.menuId, theirs.menuId, mine.menuId].sort());
});

test('the super administrator role’s row offers no edit, delete, data scope, users or status switch, even to the admin (RuoYi-Vue3)', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  await openRoles(page, 'admin');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
  await expect(row).toHaveCount(1);
  const name = (await apiRole(page, 'admin')).roleName;
  await expect(row.getByRole('switch', { name: new RegExp(name) })).toBeDisabled();
  await expect(row.getByRole('button')).toHaveCount(0);
  // Another role's row offers them: the guard is the admin role's, not the page's.
  const other = `e2e-${unique()}`;
  await apiCreateRole(page, other);
  await search(page, '权限字符', other);
  await expect(page.getByRole('button', { name: `修改 ${other}` })).toBeVisible();
});
