import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { alarmPopup, waitForAlarmSocket } from './support/alarm-popup';
import { apiAs } from './support/api';
import { apiDeviceImeis } from './support/device-list';
import { expect, test } from './support/fixtures';
import { enterLayout, switchLanguage } from './support/session';

/**
 * In English, coded values (work-order level and status, alarm type, reading state) and probe names show no Chinese,
 * although vigil-mock's data language is Chinese (its default `--locale`, as a RuoYi-family backend's only one): its
 * dictionary labels, stored probe names and the alarm texts a backend writes are Chinese. Data people typed (device
 * names) is left out of the checks.
 */
const HAN = /[\u4e00-\u9fff]/;
const HOUSE = '15144628';

/** Every text of `cells`, at least one of them, once none waits for its dictionary. */
async function textsOf(cells: Locator): Promise<string[]> {
  await expect(cells.first()).toBeVisible();
  // A coded tag holds an empty busy placeholder until its dictionary answers (the rows may come first: a list's data
  // is requested at navigation, beside the page's code).
  await expect(cells.locator('[aria-busy="true"]')).toHaveCount(0);
  return cells.allTextContents();
}

const chineseIn = (texts: readonly string[]) => texts.filter((text) => HAN.test(text));

test.beforeEach(async ({ page, mock }) => {
  await enterLayout(page, mock);
  await switchLanguage(page, 'English');
});

test('the work-order list shows levels and statuses in English words, not the dictionaries’ Chinese labels', async ({ page }) => {
  // The dictionaries the tags read are Chinese: what the console shows instead are its own words.
  const levels = await apiAs<{ data: { dictLabel: string }[] }>(page, 'GET', '/system/dict/data/type/gd_level');
  expect(levels.data.map((d) => d.dictLabel).join('')).toMatch(HAN);
  // An order is dispatched from an alarm (one without an order yet), so the list has at least this one.
  const free = await apiAs<{ rows: { id: number }[] }>(page, 'POST', '/sensor/alarm/list', { json: { productId: HOUSE, dispatched: 'false', pageNum: 1, pageSize: 1 } });
  const alarmId = free.rows[0]?.id;
  expect(alarmId, 'the admin sees a house alarm without a work order').toBeTruthy();
  const added = await apiAs<{ code: number; msg?: string }>(page, 'POST', '/sensor/alarm/addGd', { json: { alarmId, info: 'e2e english', handler: 'E2E', handlerPhone: '13800138000', level: 'extraUrgent' } });
  expect(added.code, added.msg).toBe(200);
  await page.goto('/operation');
  const table = page.getByRole('table');
  const levelTexts = await textsOf(table.locator('tbody [data-level]'));
  const statusTexts = await textsOf(table.locator('tbody [data-status]'));
  expect(chineseIn([...levelTexts, ...statusTexts])).toEqual([]);
  // Each is the console's word for its code (spec §3, §4: ordinary, urgent, extra urgent; the four statuses).
  for (const text of levelTexts) expect(['Ordinary', 'Urgent', 'Extra urgent']).toContain(text);
  for (const text of statusTexts) expect(['Pending', 'Processing', 'Completed', 'Rejected']).toContain(text);
  // The order just dispatched (newest first): extra urgent and pending.
  expect(levelTexts[0]).toBe('Extra urgent');
  expect(statusTexts[0]).toBe('Pending');
});

test('the real-time page names probes and states in English', async ({ page }) => {
  const { imeis } = await apiDeviceImeis(page, HOUSE, { status: 'online', pageSize: 1 });
  await page.goto(`/house-data/data?imei=${imeis[0]}`);
  const readings = await textsOf(page.getByTestId('device-readings'));
  const states = await textsOf(page.getByRole('table').locator('tbody [data-reading-state]'));
  expect(chineseIn([...readings, ...states])).toEqual([]);
  // A home alarm's probes (the sdk's catalogue: methane and carbon monoxide), by their English names.
  expect(readings.join(' ')).toContain('Methane');
  expect(readings.join(' ')).toContain('Carbon monoxide');
});

test('the history legend, thresholds and CSV export name probes in English', async ({ page }) => {
  const { imeis } = await apiDeviceImeis(page, HOUSE, { status: 'online', pageSize: 1 });
  await page.goto(`/house-data/history?imei=${imeis[0]}`);
  const chart = page.getByTestId('history-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  const legend = await textsOf(chart.locator('.u-legend .u-series'));
  const thresholds = await textsOf(page.getByTestId('history-thresholds'));
  expect(chineseIn([...legend, ...thresholds])).toEqual([]);
  expect(legend.join(' ')).toContain('Methane (%LEL)');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const header = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n')[0] ?? '';
  expect(header).not.toMatch(HAN);
  expect(header).toContain('Methane (%LEL)');
});

test('the alarm popup says a Chinese-written alarm in English, the device name as stored', async ({ page, mock }) => {
  await waitForAlarmSocket(page);
  const [imei] = (await apiDeviceImeis(page, HOUSE, { pageSize: 1 })).imeis;
  // As a RuoYi-family backend writes it whatever the socket's language: the device and probe, then probe and type
  // (type 2 is a high alarm, spec §3).
  await mock.pushAlarms({ proBh: HOUSE, sn: String(imei), address: '', alarmVo: { name: '厨房报警器 甲烷', notes: '甲烷高报', alarm: '2', timeStamp: String(Date.now()) } });
  const popup = alarmPopup(page);
  await expect(popup.items.first()).toContainText(String(imei));
  const item = popup.items.first();
  await expect(item.getByTestId('alarm-type')).toHaveText('High alarm');
  await expect(item.getByTestId('alarm-words')).toHaveText('(Methane High alarm)');
  await expect(item.getByTestId('alarm-device')).toHaveText('厨房报警器');
  expect(chineseIn(await item.locator('dt').allTextContents())).toEqual([]);
});
