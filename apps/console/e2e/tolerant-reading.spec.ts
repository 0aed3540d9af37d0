import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { apiDeviceImeis, deviceTable, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';
import { signIn, switchLanguage } from './support/session';

/**
 * A backend of the RuoYi family answers with other encodings than vigil-mock's default ones, and now and then with a
 * value nobody can read. The answers are rewritten through the control API (`/__mock/raw-fields`); the console must
 * show every row it can, "—" where a value cannot be read, and say so once, in the UI's language.
 */

const HOUSE = '15144628';
/** Whatever the console shows an operator, never the reader's own words. */
const SCHEMA_TEXT = /schema|does not match|Expected|rows\.\d|invalid_type/;

/** The cell of `row` under the column headed `header`. */
async function cellUnder(page: Page, imei: string, header: string) {
  const table = page.getByRole('table');
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return table.locator('tbody tr').filter({ hasText: imei }).getByRole('cell').nth(index);
}

test('one unreadable value: every device row shows, its cell shows —, the page says so once, and FastBee status codes read as words', async ({ page, mock }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signIn(page, mock);
  const { imeis } = await apiDeviceImeis(page, HOUSE);
  const [broken, online, offline] = imeis;
  if (!broken || !online || !offline) throw new Error('the house product has fewer than three devices');
  // An object where the serial number goes cannot be read; FastBee's iot_device_status sends 3 online, 4 offline
  // as integers (references §4).
  await mock.rawFields({ imei: broken }, { sn: { unreadable: true } }, ['sensors.list']);
  await mock.rawFields({ imei: online }, { status: 3 }, ['sensors.list']);
  await mock.rawFields({ imei: offline }, { status: '4' }, ['sensors.list']);

  await enterModule(page, 'house');
  await page.getByTestId('sidebar').getByRole('link', { name: '设备管理' }).click();
  await expect(deviceTable(page).imeis).toHaveText(imeis);
  await expect(await cellUnder(page, broken, '序列号')).toHaveText('—');
  await expect(await cellUnder(page, online, '设备状态')).toHaveText('在线');
  await expect(await cellUnder(page, offline, '设备状态')).toHaveText('离线');

  const notice = page.getByTestId('unreadable-notice');
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveText('部分数据无法读取，已显示为“—”。');
  await expect(page.locator('body')).not.toContainText(SCHEMA_TEXT);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Integrators get the endpoint and the path in the browser console.
  await expect.poll(() => warnings.find((text) => text.includes('sensors.list'))).toBeTruthy();

  await switchLanguage(page, 'English');
  await expect(notice).toHaveText('Some values could not be read and are shown as “—”.');
  await expect(page.locator('body')).not.toContainText(SCHEMA_TEXT);

  // Closed, it stays closed on this page.
  await notice.getByRole('button').click();
  await expect(notice).toHaveCount(0);
});

test('alarm dispatched as 1/0 reads as words, not as an error', async ({ page, mock }) => {
  await signIn(page, mock);
  const [imei] = (await apiDeviceImeis(page, HOUSE)).imeis;
  if (!imei) throw new Error('no house device');
  await mock.pushAlarms(alarm({ sn: imei, type: '2' }));
  // The device's alarms as its list's first page shows them, newest (the one just pushed) first.
  const list = await apiAs<{ rows: { id: number }[] }>(page, 'POST', '/sensor/alarm/list', { json: { productId: HOUSE, imei, pageNum: 1, pageSize: 10 } });
  expect(list.rows.length).toBeGreaterThan(1);
  // RuoYi-family backends send flags as integers (references §4): the newest as dispatched (1), every other as not (0).
  for (const [index, row] of list.rows.entries()) await mock.rawFields({ id: row.id }, { dispatched: index === 0 ? 1 : 0 }, ['alarms.list']);

  await enterModule(page, 'house');
  await page.goto(`/house-alarm/alarm?imei=${imei}`);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.locator('[data-dispatched]')).toHaveText(list.rows.map((_, index) => (index === 0 ? '已派单' : '未派单')));
  await expect(page.getByTestId('unreadable-notice')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(SCHEMA_TEXT);
});

test('work-order status and level as dictionary values "0".."3" read as the words of gd_status and gd_level', async ({ page, mock }) => {
  await signIn(page, mock);
  // A seeded order about a house device: its status and level are rewritten below, whatever they are stored as.
  const list = await apiAs<{ rows: { id: number; number: string }[] }>(page, 'GET', `/senstor/alarm/gdList?pageNum=1&pageSize=1&productId=${HOUSE}`);
  const [order] = list.rows;
  if (!order) throw new Error('no work order is listed');
  // RuoYi dictionaries key their values "0".. in sort order: gd_status 待处理 0, 处理中 1, 已完成 2, 已驳回 3;
  // gd_level 普通 0, 紧急 1, 特急 2.
  await mock.rawFields({ id: order.id }, { status: '2', level: '1' }, ['workOrders.list']);

  await enterModule(page, 'house');
  await page.getByTestId('sidebar').getByRole('link', { name: '工单列表' }).click();
  await page.getByRole('textbox', { name: '工单编号' }).fill(order.number);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-status]')).toHaveText('已完成');
  await expect(row.locator('[data-level]')).toHaveText('紧急');
  await expect(page.locator('body')).not.toContainText(SCHEMA_TEXT);
});
