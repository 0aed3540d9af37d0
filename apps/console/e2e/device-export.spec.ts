import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { deviceTable } from './support/device-list';
import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

async function openDevices(page: Page): Promise<void> {
  await page.goto('/house-device/device');
  await expect(deviceTable(page).imeis.first()).toBeVisible();
}

/** Holds each device export response for `ms`, long enough to see its progress. */
async function slowExports(page: Page, ms: number): Promise<string[]> {
  const urls: string[] = [];
  await page.route('**/senstor/info/export**', async (route) => {
    urls.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return urls;
}

test('导出 shows its progress, then saves the filtered device list under the server file name', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await openDevices(page);
  const imei = (await deviceTable(page).imeis.first().textContent()) ?? '';
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(imei);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(deviceTable(page).imeis).toHaveText([imei]);
  const urls = await slowExports(page, 1500);

  const download = page.waitForEvent('download');
  await page.getByRole('toolbar').getByRole('button', { name: '导出' }).click();
  const progress = page.getByTestId('export-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByTestId('export-status')).toContainText('已接收');
  const file = await download;
  await expect(progress).toBeHidden();
  await expect(page.getByText('导出成功')).toBeVisible();

  expect(file.suggestedFilename()).toBe('devices.csv');
  const text = (await readFile(await file.path())).toString('utf8');
  const lines = text.trim().split(/\r?\n/);
  // The header and the one device the search shows: the export carries the list's filters.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(imei);
  const query = new URL(urls[0] ?? '').searchParams;
  expect(query.get('imei')).toBe(imei);
  expect(query.get('productId')).toBeTruthy();
});

test('取消 stops an export under way: no file is saved', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await openDevices(page);
  await slowExports(page, 3000);
  let saved = false;
  page.on('download', () => {
    saved = true;
  });

  await page.getByRole('toolbar').getByRole('button', { name: '导出' }).click();
  await page.getByTestId('export-cancel').click();
  await expect(page.getByTestId('export-progress')).toBeHidden();
  await expect(page.getByText('已取消导出')).toBeVisible();
  await page.waitForTimeout(3500);
  expect(saved).toBe(false);
});
