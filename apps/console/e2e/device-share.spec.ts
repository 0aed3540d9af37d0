import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe';
import { deviceTable } from './support/device-list';
import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';
import { chooseMoreAction } from './support/list-actions';

async function openDevices(page: Page): Promise<string> {
  await page.goto('/house-device/device');
  const first = deviceTable(page).imeis.first();
  await expect(first).toBeVisible();
  return (await first.textContent()) ?? '';
}

/** Every share write (POST /senstor/share/to, DELETE /senstor/share/:id) the page sends. */
function recordShareWrites(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/senstor/share/') && request.method() !== 'GET') sent.push(request.method());
  });
  return sent;
}

test('the admin shares a device with a phone for editing, sees the share in its list and revokes it after confirming', async ({ page, mock }) => {
  await enterLayout(page, mock);
  const imei = await openDevices(page);
  const sent = recordShareWrites(page);

  await chooseMoreAction(page, imei, '分享');
  const dialog = page.getByRole('dialog', { name: `分享设备 ${imei}` });
  await expect(dialog).toBeVisible();
  const shares = dialog.getByRole('table', { name: '分享记录' });
  await expect(shares).toContainText('暂无分享记录');

  // The phone is checked by the sdk's rule before anything is sent.
  await dialog.getByLabel('手机号码').fill('1380013');
  await dialog.getByRole('button', { name: '分享', exact: true }).click();
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
  expect(sent).toEqual([]);

  await dialog.getByLabel('手机号码').fill('13800138000');
  await dialog.getByRole('radio', { name: '编辑' }).check();
  await dialog.getByRole('button', { name: '分享', exact: true }).click();
  await expect(page.getByText('分享成功')).toBeVisible();
  const row = shares.locator('tbody tr', { hasText: '13800138000' });
  await expect(row).toContainText('编辑');
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
  await expect(dialog.getByLabel('手机号码')).toHaveValue('');
  expect(sent).toEqual(['POST']);

  await row.getByRole('button', { name: '取消分享 13800138000' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '系统提示' }));
  await expect(confirm).toContainText('是否确认取消对 13800138000 的分享？');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已取消分享')).toBeVisible();
  await expect(shares).toContainText('暂无分享记录');
  expect(sent).toEqual(['POST', 'DELETE']);
});
