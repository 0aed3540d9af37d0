import type { Locator, Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { submitAndClose } from './support/dialog';
import { withOwnMock } from './support/own-mock';
import type { MockControl } from './support/mock-control';
import { openModule, signIn } from './support/session';

// One test changes a seeded dictionary (sys_normal_disable) every status tag reads: this file has its own vigil-mock.
const ownMock = withOwnMock(() => ({ products: 'all' }));

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const rowOf = (page: Page, text: string): Locator => page.locator('tbody tr').filter({ hasText: text });

/** Signs in as the admin and enters the administration (the user module) through the user menu. */
async function enterAdministration(page: Page, mock: MockControl): Promise<void> {
  await signIn(page, mock);
  await openModule(page, 'house');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-admin').click();
  await expect(page).toHaveURL((url) => url.pathname === '/usermana/usermana');
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function choose(dialog: Locator, page: Page, label: string, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin creates a dictionary type and a value in an echo style, and finds both by search', async ({ page }) => {
  await enterAdministration(page, ownMock());
  await page.goto('/dictionary/dictionary');
  await expect(heading(page)).toHaveText('字典管理');
  await expect(rowOf(page, 'sys_normal_disable')).toBeVisible();
  await expectNoSeriousViolations(page);

  const id = unique();
  const name = `e2e 字典 ${id}`;
  const type = `e2e_dict_${id}`;
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '添加字典类型' });
  await add.getByRole('button', { name: '确 定' }).click();
  await expect(add.getByText('字典名称不能为空')).toBeVisible();
  await add.getByLabel('字典名称').fill(name);
  await add.getByLabel('字典类型').fill(type);
  await submitAndClose(add);
  await expect(page.getByText('新增成功')).toBeVisible();
  // While the dialog closes it still hides the page from the accessibility tree, so its own 字典类型 field would be
  // the only textbox of that name: wait until it is gone before filling the list's search field.
  await expect(add).toBeHidden();

  await page.getByRole('textbox', { name: '字典类型' }).fill(type);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const row = rowOf(page, type);
  await expect(row).toContainText(name);
  // Its status is the sys_normal_disable tag: 正常 in the primary echo style.
  await expect(row.locator('[data-dict="sys_normal_disable"] [data-echo-style]')).toHaveText('正常');
  await expect(row.locator('[data-dict="sys_normal_disable"] [data-echo-style]')).toHaveAttribute('data-echo-style', 'primary');

  await row.getByRole('link', { name: `查看字典数据：${type}` }).click();
  await expect(page).toHaveURL(/\/dictionary\/dict-data\/\d+$/);
  await expect(heading(page)).toHaveText('字典数据');
  await expect(page.getByText(`字典：${name}（${type}）`)).toBeVisible();

  await page.getByRole('button', { name: '新增' }).click();
  const addData = page.getByRole('dialog', { name: '添加字典数据' });
  await addData.getByLabel('数据标签').fill('紧急');
  await addData.getByLabel('数据键值').fill('9');
  await choose(addData, page, '回显样式', '危险');
  // The preview shows the tag as every page will.
  await expect(addData.getByTestId('echo-preview').locator('[data-echo-style]')).toHaveAttribute('data-echo-style', 'danger');
  await expect(addData.getByTestId('echo-preview')).toContainText('紧急');
  await addData.getByRole('button', { name: '确 定' }).click();
  // The type's 新增成功 may still be on screen: the saved dialog closes and a second toast says so.
  await expect(addData).toBeHidden();
  await expect(page.getByText('新增成功').last()).toBeVisible();

  await page.getByRole('button', { name: '新增' }).click();
  const second = page.getByRole('dialog', { name: '添加字典数据' });
  await second.getByLabel('数据标签').fill('普通');
  await second.getByLabel('数据键值').fill('1');
  await second.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(2);

  await page.getByRole('textbox', { name: '字典标签' }).fill('紧急');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, '紧急').locator('[data-echo-style="danger"]')).toHaveText('紧急');
  await expectNoSeriousViolations(page);
});

test('a changed echo style shows on the status tags that read the dictionary', async ({ page }) => {
  await enterAdministration(page, ownMock());
  await page.goto('/dictionary/dictionary');
  const status = rowOf(page, 'sys_user_sex').locator('[data-dict="sys_normal_disable"] [data-echo-style]');
  await expect(status).toHaveText('正常');
  await expect(status).toHaveAttribute('data-echo-style', 'primary');

  await rowOf(page, 'sys_normal_disable').getByRole('link').click();
  await expect(page.getByText(/字典：.*（sys_normal_disable）/)).toBeVisible();
  await page.getByRole('button', { name: '修改 正常' }).click();
  const edit = page.getByRole('dialog', { name: '修改字典数据' });
  await expect(edit.getByLabel('数据标签')).toHaveValue('正常');
  await choose(edit, page, '回显样式', '警告');
  await submitAndClose(edit);
  await expect(page.getByText('修改成功')).toBeVisible();

  await page.getByRole('link', { name: '返回字典类型' }).click();
  await expect(status).toHaveText('正常');
  await expect(status).toHaveAttribute('data-echo-style', 'warning');
  // The colour is the warning tag's, and the word stays.
  await expect(status).toHaveClass(/bg-warning-soft/);

  // After a reload (a fresh dictionary fetch) too.
  await page.reload();
  await expect(status).toHaveAttribute('data-echo-style', 'warning');
});

test('parameters: a built-in one offers no delete; the admin adds, finds, edits and deletes one', async ({ page }) => {
  await enterAdministration(page, ownMock());
  await page.goto('/config/config');
  await expect(heading(page)).toHaveText('参数设置');
  await page.getByRole('textbox', { name: '参数键名' }).fill('sys.user.initPassword');
  await page.getByRole('button', { name: '搜索' }).click();
  const builtIn = rowOf(page, 'sys.user.initPassword');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(builtIn.locator('[data-dict="sys_yes_no"]')).toHaveText('是');
  await expect(builtIn.getByRole('button', { name: /^修改 / })).toBeVisible();
  await expect(builtIn.getByRole('button', { name: /^删除 / })).toHaveCount(0);
  // Selected for a batch delete, it is refused before any call, with the backend's words.
  await builtIn.getByRole('checkbox').check();
  await page.getByRole('toolbar').getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('内置参数【sys.user.initPassword】不能删除')).toBeVisible();
  await expect(builtIn).toBeVisible();
  await expectNoSeriousViolations(page);

  const key = `e2e.param.${unique()}`;
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '添加参数' });
  await add.getByLabel('参数名称').fill('e2e 参数');
  await add.getByLabel('参数键名').fill(key);
  await add.getByRole('button', { name: '确 定' }).click();
  await expect(add.getByText('参数键值不能为空')).toBeVisible();
  await add.getByLabel('参数键值').fill('first');
  await submitAndClose(add);
  await expect(page.getByText('新增成功')).toBeVisible();
  // The closing dialog has its own 参数键名 field (see the dictionary test above).
  await expect(add).toBeHidden();

  await page.getByRole('textbox', { name: '参数键名' }).fill(key);
  await page.getByRole('button', { name: '搜索' }).click();
  const mine = rowOf(page, key);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(mine).toContainText('first');
  await expect(mine.locator('[data-dict="sys_yes_no"]')).toHaveText('否');

  await mine.getByRole('button', { name: '修改 e2e 参数' }).click();
  const edit = page.getByRole('dialog', { name: '修改参数' });
  await expect(edit.getByLabel('参数键名')).toHaveValue(key);
  await edit.getByLabel('参数键值').fill('second');
  await submitAndClose(edit);
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(mine).toContainText('second');

  await mine.getByRole('button', { name: '删除 e2e 参数' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: key })).toHaveCount(0);
});
