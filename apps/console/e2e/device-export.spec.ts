import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { deviceTable } from './support/device-list';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/hold';
import { enterLayout } from './support/session';

async function openDevices(page: Page): Promise<void> {
  await page.goto('/house-device/device');
  await expect(deviceTable(page).imeis.first()).toBeVisible();
}

/** Holds each device export until released, so its progress shows for as long as the test looks at it. */
const holdExports = (page: Page) => holdRequests(page, '**/senstor/info/export**');

test('导出 shows its progress, then saves the filtered device list under the server file name', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await openDevices(page);
  const imei = (await deviceTable(page).imeis.first().textContent()) ?? '';
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(imei);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(deviceTable(page).imeis).toHaveText([imei]);
  const exports = await holdExports(page);

  const download = page.waitForEvent('download');
  await page.getByRole('toolbar').getByRole('button', { name: '导出' }).click();
  const progress = page.getByTestId('export-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByTestId('export-status')).toContainText('已接收');
  exports.release();
  const file = await download;
  await expect(progress).toBeHidden();
  await expect(page.getByText('导出成功')).toBeVisible();

  expect(file.suggestedFilename()).toBe('devices.csv');
  const text = (await readFile(await file.path())).toString('utf8');
  const lines = text.trim().split(/\r?\n/);
  // The header and the one device the search shows: the export carries the list's filters.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(imei);
  const query = new URL(exports.urls[0] ?? '').searchParams;
  expect(query.get('imei')).toBe(imei);
  expect(query.get('productId')).toBeTruthy();
});

test('取消 stops an export under way: no file is saved', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await openDevices(page);
  const exports = await holdExports(page);
  let saved = false;
  page.on('download', () => {
    saved = true;
  });

  const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('/senstor/info/export'));
  await page.getByRole('toolbar').getByRole('button', { name: '导出' }).click();
  // Under way: the export has come to the network.
  await exports.arrived();
  await page.getByTestId('export-cancel').click();
  await expect(page.getByTestId('export-progress')).toBeHidden();
  await expect(page.getByText('已取消导出')).toBeVisible();
  expect((await aborted).failure()?.errorText, 'the page aborts the export').toBe('net::ERR_ABORTED');
  // Let the held export go: aborted, no answer (and no file) can come back.
  exports.release();
  await exports.settled();
  expect(saved).toBe(false);
});
