import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';
import { enterLayout } from './support/session';

// vigil-mock --strict: its answers must match the sdk's schemas, so an answer the sdk could not describe shows.
const ownMock = withOwnMock(() => ({ strict: true }));

test('a file uploaded with no column chosen is listed under all after a reload, with no column, and can be deleted', async ({ page }) => {
  const mock = ownMock();
  await enterLayout(page, mock);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-admin').click();
  await expect(page).toHaveURL((url) => url.pathname === '/usermana/usermana');
  await page.goto('/file/filelist');
  const name = `e2e-no-column-${Date.now()}.txt`;
  await page.getByRole('toolbar').getByRole('button', { name: '上传' }).click();
  await page.getByTestId('file-picker').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('no column\n') });
  await expect(page.getByText('上传成功')).toBeVisible();

  // The list as it reads after a reload: every column's files (none picked), no error.
  await page.reload();
  await page.getByRole('textbox', { name: '文件名称' }).fill(name);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('文档');
  const columnCell = await page.getByRole('table').locator('thead th').evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.trim() === '所属栏目'));
  expect(columnCell).toBeGreaterThan(0);
  await expect(row.locator('td').nth(columnCell)).toHaveText('—');

  await page.getByRole('button', { name: `删除 ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '系统提示' });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});
