import { type Page, expect } from '@playwright/test';

/**
 * The generic list's batch delete: the toolbar's 删除 is disabled until rows are ticked (by their names), then asks
 * RuoYi's question for the selection; confirmed, it toasts 删除成功 and the list (searched down to those rows) is empty.
 */
export async function deleteSelectedRows(page: Page, names: readonly string[]): Promise<void> {
  const remove = page.getByRole('toolbar', { name: '操作栏' }).getByRole('button', { name: '删除' });
  await expect(remove).toBeDisabled();
  for (const name of names) await page.getByRole('checkbox', { name: `选择 ${name}` }).check();
  await remove.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`是否确认删除选中的 ${names.length} 条数据项？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText('暂无数据')).toBeVisible();
}

/**
 * A row action beyond the third of its row: the generic list shows three as buttons and the rest in the row's 更多
 * menu (`features/list/row-actions.tsx`). Opens the menu named for the row and picks the action.
 */
export async function chooseMoreAction(page: Page, rowName: string, label: string): Promise<void> {
  await page.getByRole('button', { name: `更多 ${rowName}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).click();
}
