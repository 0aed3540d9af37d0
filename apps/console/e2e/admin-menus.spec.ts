import type { Locator, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { apiMenus, expectNoSeriousViolations, openAdminPage, search, unique, signInToAdministration } from './support/admin-roles';
import { expect, test } from './support/fixtures';

const PAGE = '/menu/menu';

async function choose(dialog: Locator, page: Page, field: string, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A catalogue of the test's own with one menu below it. */
async function catalogueWithChild(page: Page, prefix: string): Promise<void> {
  expect((await apiAs<{ code: number }>(page, 'POST', '/system/menu', { json: { menuName: `${prefix}目录`, parentId: 0, menuType: 'M', orderNum: 90, path: prefix } })).code).toBe(200);
  const parent = (await apiMenus(page)).find((m) => m.menuName === `${prefix}目录`);
  expect((await apiAs<{ code: number }>(page, 'POST', '/system/menu', { json: { menuName: `${prefix}页面`, parentId: parent?.menuId, menuType: 'C', orderNum: 1, path: 'page', component: 'x/index' } })).code).toBe(200);
}

test('the form shows the fields of each menu type: a button has no route fields', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  await openAdminPage(page, PAGE, '菜单管理');
  await page.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加菜单' });

  await expect(dialog.getByRole('combobox', { name: '菜单类型' })).toHaveText('目录');
  await expect(dialog.getByLabel('路由地址')).toBeVisible();
  await expect(dialog.getByLabel('组件路径')).toHaveCount(0);
  await expect(dialog.getByLabel('权限字符')).toHaveCount(0);

  await choose(dialog, page, '菜单类型', '菜单');
  await expect(dialog.getByLabel('组件路径')).toBeVisible();
  await expect(dialog.getByLabel('权限字符')).toBeVisible();

  await choose(dialog, page, '菜单类型', '按钮');
  for (const hidden of ['路由地址', '组件路径', '路由参数', '菜单图标', '显示状态', '是否外链']) await expect(dialog.getByLabel(hidden)).toHaveCount(0);
  const name = `e2e${unique()}`;
  await dialog.getByLabel('菜单名称').fill(name);
  await dialog.getByLabel('权限字符').fill('system:e2e:button');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const stored = (await apiMenus(page)).find((m) => m.menuName === name) as unknown as Record<string, unknown>;
  expect(stored).toMatchObject({ menuType: 'F', perms: 'system:e2e:button' });
  expect(stored.path ?? '').toBe('');
});

test('the icon picker is searched and used from the keyboard', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  await openAdminPage(page, PAGE, '菜单管理');
  await page.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加菜单' });
  const name = `e2e${unique()}`;
  await dialog.getByLabel('菜单名称').fill(name);
  await dialog.getByLabel('路由地址').fill(name);

  await dialog.getByRole('button', { name: '菜单图标' }).click();
  const search = page.getByRole('textbox', { name: '请输入图标名称' });
  await expect(search).toBeFocused();
  await search.fill('dev');
  await expect(page.getByRole('group', { name: '图标' }).getByRole('button')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: '菜单图标' })).toHaveText('device');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  expect((await apiMenus(page)).find((m) => m.menuName === name)).toMatchObject({ menuType: 'M', icon: 'device' });
});

test('a menu with children is not deleted; the tree table expands and collapses all; axe', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const prefix = `e2e${unique()}`;
  await catalogueWithChild(page, prefix);
  await openAdminPage(page, PAGE, '菜单管理');
  await search(page, '菜单名称', prefix);
  const child = page.getByRole('table').getByText(`${prefix}页面`, { exact: true });
  await expect(page.getByRole('table').getByText(`${prefix}目录`, { exact: true })).toBeVisible();
  await expect(child).toBeHidden();
  await page.getByRole('button', { name: '展开/折叠' }).click();
  await expect(child).toBeVisible();

  await page.getByRole('button', { name: `删除 ${prefix}目录` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('存在下级菜单，不允许删除')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: `修改 ${prefix}页面` }).click();
  await expect(page.getByRole('dialog', { name: '修改菜单' }).getByLabel('组件路径')).toHaveValue('x/index');
  await expectNoSeriousViolations(page);
});
