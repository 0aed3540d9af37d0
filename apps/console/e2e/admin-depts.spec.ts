import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoSeriousViolations, openAdminPage, search, unique, signInToAdministration } from './support/admin-roles';
import { expect, test } from './support/fixtures';

const PAGE = '/department/department';

interface DeptRow {
  deptId: number;
  parentId: number;
  deptName: string;
}

const apiDepts = async (page: Page) => (await apiAs<{ data: DeptRow[] }>(page, 'GET', '/system/dept/list')).data;

/** Three departments of the test's own, one under the other, below the seed's root: `${prefix}甲` > 乙 > 丙. */
async function chain(page: Page, prefix: string): Promise<{ root: DeptRow; top: DeptRow; middle: DeptRow; bottom: DeptRow }> {
  const root = (await apiDepts(page)).find((d) => String(d.parentId) === '0') as DeptRow;
  let parent = root;
  const made: DeptRow[] = [];
  for (const suffix of ['甲', '乙', '丙']) {
    const answer = await apiAs<{ code: number }>(page, 'POST', '/system/dept/', { json: { deptName: `${prefix}${suffix}`, parentId: parent.deptId, orderNum: 1 } });
    expect(answer.code).toBe(200);
    parent = (await apiDepts(page)).find((d) => d.deptName === `${prefix}${suffix}`) as DeptRow;
    made.push(parent);
  }
  const [top, middle, bottom] = made as [DeptRow, DeptRow, DeptRow];
  return { root, top, middle, bottom };
}

async function openDepts(page: Page, prefix: string): Promise<void> {
  await openAdminPage(page, PAGE, '部门管理');
  await search(page, '部门名称', prefix);
  await expect(page.getByRole('table').getByText(`${prefix}丙`, { exact: true })).toBeVisible();
}

test('the parent picker never offers the department itself or one below it, and a forced move is refused with the server text', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const prefix = `e2e${unique()}`;
  const { root, top, bottom } = await chain(page, prefix);
  await openDepts(page, prefix);

  await page.getByRole('button', { name: `修改 ${prefix}甲` }).click();
  const dialog = page.getByRole('dialog', { name: '修改部门' });
  await dialog.getByRole('button', { name: '上级部门' }).click();
  const picker = page.getByRole('tree', { name: '请选择上级部门' });
  await expect(picker.getByRole('treeitem', { name: root.deptName, exact: true })).toBeVisible();
  for (const suffix of ['甲', '乙', '丙']) await expect(picker.getByRole('treeitem', { name: `${prefix}${suffix}` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // Through the API the server refuses it, in the caller's language.
  const refused = await apiAs<{ code: number; msg: string }>(page, 'PUT', '/system/dept/', { json: { deptId: top.deptId, deptName: top.deptName, orderNum: 1, parentId: bottom.deptId } });
  expect(refused).toMatchObject({ code: 500, msg: '上级部门不能是自己的下级部门' });

  // A request altered on its way (an old page, a crafted call): the dialog shows the server's refusal and stays open.
  await page.route('**/api/system/dept/', async (route) => {
    const request = route.request();
    if (request.method() !== 'PUT') return route.continue();
    await route.continue({ postData: JSON.stringify({ ...request.postDataJSON(), parentId: bottom.deptId }) });
  });
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('上级部门不能是自己的下级部门')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('a child is added under its row, and delete is refused while a department has children or users', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const prefix = `e2e${unique()}`;
  const { top, bottom } = await chain(page, prefix);
  await openDepts(page, prefix);

  await page.getByRole('button', { name: `新增 ${prefix}丙` }).click();
  const dialog = page.getByRole('dialog', { name: '添加部门' });
  await expect(dialog.getByRole('button', { name: '上级部门' })).toHaveText(`${prefix}丙`);
  await dialog.getByLabel('部门名称').fill(`${prefix}丁`);
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.getByRole('table').getByText(`${prefix}丁`, { exact: true })).toBeVisible();
  expect(String((await apiDepts(page)).find((d) => d.deptName === `${prefix}丁`)?.parentId)).toBe(String(bottom.deptId));

  await page.getByRole('button', { name: `删除 ${prefix}甲` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('存在下级部门，不允许删除')).toBeVisible();
  await expect(page.getByRole('table').getByText(`${prefix}甲`, { exact: true })).toBeVisible();

  const member = `e2e${unique()}`;
  const leaf = (await apiDepts(page)).find((d) => d.deptName === `${prefix}丁`) as { deptId: number };
  expect((await apiAs<{ code: number }>(page, 'POST', '/system/user', { json: { userName: member, nickName: member, password: 'e2e12345', deptId: leaf.deptId } })).code).toBe(200);
  await page.getByRole('button', { name: `删除 ${prefix}丁` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('部门存在用户，不允许删除')).toBeVisible();
  expect((await apiDepts(page)).some((d) => d.deptId === top.deptId)).toBe(true);
});

test('the tree table expands and collapses all, and passes axe', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const prefix = `e2e${unique()}`;
  await chain(page, prefix);
  await openDepts(page, prefix);
  const deepest = page.getByRole('table').getByText(`${prefix}丙`, { exact: true });
  await page.getByRole('button', { name: '展开/折叠' }).click();
  await expect(deepest).toBeHidden();
  await expect(page.getByRole('table').getByText(`${prefix}甲`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '展开/折叠' }).click();
  await expect(deepest).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: `修改 ${prefix}乙` }).click();
  await expect(page.getByRole('dialog', { name: '修改部门' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
