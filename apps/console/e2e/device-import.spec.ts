import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe';
import { deviceTable } from './support/device-list';
import { expect, test } from './support/fixtures';
import { enterLayout, switchLanguage } from './support/session';
import { uniqueImei, workbook } from './support/workbook';

async function openDevices(page: Page): Promise<void> {
  await page.goto('/house-device/device');
  await expect(deviceTable(page).imeis.first()).toBeVisible();
}

/** Every import upload (POST /senstor/info/import) the page sends. */
function recordImports(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/senstor/info/import')) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

/** Clicks 导入 and hands the file chooser `file`. */
async function chooseImport(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('toolbar').getByRole('button', { name: '导入' }).click();
  await (await chooser).setFiles(file);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('a CSV and a 600 KB workbook are refused in the browser, with the reason, and neither is uploaded', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await openDevices(page);
  const sent = recordImports(page);

  await chooseImport(page, { name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from('imei\n861234567890123\n') });
  await expect(page.getByText('只能导入 xlsx 或 xls 文件')).toBeVisible();

  await chooseImport(page, { name: 'devices.xlsx', mimeType: XLSX, buffer: Buffer.alloc(600 * 1024, 1) });
  await expect(page.getByText('导入文件不能超过 500kb')).toBeVisible();

  // Then an acceptable workbook, through the same chooser: its upload goes out after anything the refused files would
  // have sent, so once it has been answered the upload count is final.
  await chooseImport(page, { name: 'devices.xlsx', mimeType: XLSX, buffer: workbook([{ imei: uniqueImei() }]) });
  await expect(page.getByText('导入成功，共导入 1 台设备')).toBeVisible();
  expect(sent, 'only the acceptable workbook was uploaded').toHaveLength(1);
});

test('a workbook with refused rows adds the rest and offers the failure file with each reason', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await openDevices(page);
  const sent = recordImports(page);
  const imei = uniqueImei();
  const buffer = workbook([
    { imei, name: 'e2e 导入设备' },
    { imei: '12345', name: 'bad imei' },
    { imei, name: 'same imei again' },
  ]);

  await chooseImport(page, { name: 'devices.xlsx', mimeType: XLSX, buffer });
  const result = page.getByTestId('import-result');
  await expect(result).toBeVisible();
  await expect(result.getByRole('alert')).toHaveText('部分设备导入失败，请下载文件查看原因');
  await expect(result).toContainText('成功 1 台，失败 2 台');
  expect(sent).toHaveLength(1);
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);

  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: '下载失败原因' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('设备导入失败原因.csv');
  const text = (await readFile(await file.path())).toString('utf8');
  const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('行号,字段,失败原因');
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(['3,imei', '4,imei']);

  // The valid row was added: the list shows it.
  await result.getByRole('button', { name: '关闭' }).first().click();
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(imei);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(deviceTable(page).imeis).toHaveText([imei]);
});

test('a workbook whose rows are all valid toasts the count and refetches the list', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await openDevices(page);
  const first = uniqueImei();
  const imeis = [first, `${first.slice(0, -1)}${(Number(first.slice(-1)) + 1) % 10}`];
  // The list filtered on what both IMEIs start with: empty until the import.
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(first.slice(0, -1));
  await page.getByRole('button', { name: '搜索' }).click();

  await chooseImport(page, { name: 'devices.xlsx', mimeType: XLSX, buffer: workbook(imeis.map((imei) => ({ imei }))) });
  await expect(page.getByText('导入成功，共导入 2 台设备')).toBeVisible();
  await expect(page.getByTestId('import-result')).toBeHidden();
  await expect(deviceTable(page).imeis).toContainText(imeis);
});

test('in English the refusal and the partial failure read in English, and so does the failure file', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await switchLanguage(page, 'English');
  await page.goto('/house-device/device');
  await expect(deviceTable(page).imeis.first()).toBeVisible();
  const importButton = page.getByRole('toolbar').getByRole('button', { name: 'Import' });

  const csvChooser = page.waitForEvent('filechooser');
  await importButton.click();
  await (await csvChooser).setFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from('imei\n') });
  await expect(page.getByText('Only xlsx or xls files can be imported')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await importButton.click();
  await (await chooser).setFiles({ name: 'devices.xlsx', mimeType: XLSX, buffer: workbook([{ imei: uniqueImei() }, { imei: 'x' }]) });
  const result = page.getByTestId('import-result');
  await expect(result.getByRole('alert')).toHaveText('Some devices failed to import; download the file for the reason');
  await expect(result).toContainText('1 imported, 1 failed');
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download the reasons' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('device-import-failures.csv');
  expect((await readFile(await file.path())).toString('utf8')).toContain('Row,Field,Reason');
});
