import type { Page } from '@playwright/test';
import { STALE_AFTER_MS } from '@vigil/sdk';
import { deviceTable, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

/** A valid IMEI (86 + 13 digits) no other run or seeded device has. */
function uniqueImei(): string {
  return `86${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** The status tag of `imei`'s row in the device list, after the list is read again (a reload keeps its search). */
async function statusAfterReload(page: Page, imei: string) {
  await page.reload();
  const row = deviceTable(page).table.locator('tbody tr', { hasText: imei });
  await expect(row).toBeVisible();
  return row.locator('[data-status]');
}

test('a device added through the form goes online when it reports and offline after the stale interval of silence (mock clock)', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'house');
  await page.getByTestId('sidebar').getByRole('link', { name: '设备管理' }).click();
  await expect(deviceTable(page).imeis.first()).toBeVisible();
  const imei = uniqueImei();

  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加设备' });
  await dialog.getByLabel('设备IMEI').fill(imei);
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(imei);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(deviceTable(page).imeis).toHaveText([imei]);
  // Added, it has not reported yet.
  await expect(await statusAfterReload(page, imei)).toHaveText('离线');

  // It reports (probe 1 of a home alarm): online, and the real-time page shows its reading.
  await mock.readings(imei, { values: { 1: 12.5 } });
  const online = await statusAfterReload(page, imei);
  await expect(online).toHaveText('在线');
  await expect(online).toHaveAttribute('data-status', 'online');
  await page.goto(`/house-data/data?imei=${imei}`);
  await expect(page.getByRole('table').locator('tbody tr', { hasText: imei })).toContainText('12.5');

  // Silent for the stale interval (the sdk's STALE_AFTER_MS) on the mock's clock: offline.
  await mock.advanceClock(STALE_AFTER_MS);
  await page.goBack();
  const offline = await statusAfterReload(page, imei);
  await expect(offline).toHaveText('离线');
  await expect(offline).toHaveAttribute('data-status', 'offline');
});
