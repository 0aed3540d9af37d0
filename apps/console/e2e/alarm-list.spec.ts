import type { Page } from '@playwright/test';
import { alarmPopup, enterLayoutListening } from './support/alarm-popup';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { apiDeviceImeis, enterModule } from './support/device-list';
import { exportFromToolbar, holdExports } from './support/export';
import { expect, test } from './support/fixtures';
import { alarm, type MockControl } from './support/mock-control';
import { enterLayout, operator, signIn } from './support/session';

const HOUSE = '15144628';

interface AlarmRow {
  id: number;
  imei: string;
  dispatched: boolean;
  cleared?: boolean;
}

/** The house module's alarm information page, searched by one device's IMEI (newest alarm first). */
async function openAlarms(page: Page, imei?: string): Promise<void> {
  await page.goto('/house-alarm/alarm');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('报警信息');
  if (imei === undefined) return;
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(imei);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`imei=${imei}`));
}

/**
 * The search for a device that has alarms has answered: the list keeps the previous rows while it asks, and those are
 * the unfiltered list's, whose newest row may well be this device's alarm too (a row count read then is not the device's).
 */
async function expectDeviceAlarmsListed(page: Page, imei: string): Promise<void> {
  await expect(rows(page).first()).toContainText(imei);
  await expect(rows(page).filter({ hasNotText: imei })).toHaveCount(0);
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** The newest alarm of a device as the signed-in user's API answers it. */
async function newestAlarm(page: Page, imei: string): Promise<AlarmRow> {
  const list = await apiAs<{ rows: AlarmRow[] }>(page, 'POST', '/sensor/alarm/list', { json: { productId: HOUSE, imei, pageNum: 1, pageSize: 1 } });
  const [row] = list.rows;
  if (!row) throw new Error(`no alarm of ${imei}`);
  return row;
}

/** Signed in as admin, an alarm of `type` pushed on the n-th house device, its list open: the device and the alarm. */
async function pushedAlarmListed(page: Page, mock: MockControl, n: number, type: string): Promise<{ imei: string; pushed: AlarmRow }> {
  await enterLayout(page, mock);
  const imei = await houseDevice(page, n);
  await mock.pushAlarms(alarm({ sn: imei, type }));
  const pushed = await newestAlarm(page, imei);
  await openAlarms(page, imei);
  await expectDeviceAlarmsListed(page, imei);
  return { imei, pushed };
}

/** A house device's IMEI (the n-th the admin's API lists), to push alarms on. */
async function houseDevice(page: Page, n: number): Promise<string> {
  const { imeis } = await apiDeviceImeis(page, HOUSE, { pageSize: 40 });
  const imei = imeis[n];
  if (!imei) throw new Error('no house device');
  return imei;
}

test('an alarm pushed through the control API shows in the popup and first in its module alarm list, with its type word', async ({ page, mock }) => {
  await enterLayoutListening(page, mock);
  const imei = await houseDevice(page, 3);
  await mock.pushAlarms(alarm({ sn: imei, type: '1' }));
  await expect(alarmPopup(page).items.filter({ hasText: imei }).first()).toBeVisible();

  await openAlarms(page, imei);
  const first = rows(page).first();
  await expect(first).toContainText(imei);
  await expect(first.locator('[data-alarm-type="1"]')).toHaveText('低报');
  await expect(first).toContainText('未派单');
  // The alarm time is formatted (no raw wire time with seconds and no ISO `T`).
  await expect(first).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
});

test('opening the alarm list asks the server for its rows once: the request made at navigation is the one the page reads', async ({ page, mock }) => {
  await enterLayout(page, mock);
  // The page's own list calls (its page size is 10), not the layout's alarm resync (its page size is 15).
  const lists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sensor/alarm/list') && new URL(request.url()).searchParams.get('pageSize') !== '15') lists.push(request.url());
  });
  await openAlarms(page);
  // The page asks for its own rows when it mounts, before they show: once they show, every request it made is counted.
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  expect(lists).toHaveLength(1);
});

test('the list opens on the last 7 days, and a search without an alarm time is refused with the message', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await openAlarms(page);
  const begin = page.getByLabel('开始日期');
  const end = page.getByLabel('结束日期');
  await expect(begin).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(end).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const days = (Date.parse(await end.inputValue()) - Date.parse(await begin.inputValue())) / 86_400_000;
  expect(days).toBe(6);
  await expect(rows(page).first()).toBeVisible();
  // Seeded alarms carry a detection value: it is shown with its probe's unit.
  const valueColumn = await page.getByRole('table').locator('thead th').evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.trim() === '检测值'));
  const values = await rows(page).locator(`td:nth-child(${valueColumn + 1})`).allTextContents();
  expect(values.some((value) => /^-?\d+(\.\d+)? \S+$/.test(value))).toBe(true);

  // The page's own list calls only (its page size is 10): the layout's alarm resync (one call per product at the
  // resync's page size, 15) starts after the page's data and may still be under way.
  // Each call is known by the page address it was made from (its Referer: the search is in the address; the body,
  // a stream, is not visible here).
  const lists: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/sensor/alarm/list')) return;
    if (new URL(request.url()).searchParams.get('pageSize') !== '15') lists.push(request.headers().referer ?? '');
  });
  const opened = await begin.inputValue();
  await begin.fill('');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('search').getByRole('alert')).toHaveText('请选择报警时间');
  await expect(page).not.toHaveURL(/beginTime=/);

  // A search with a time (a day earlier, so not the opening query the page may keep) goes out after anything the
  // refused one would have sent: once it has, the refused search is known to have made no call.
  const earlier = new Date(Date.parse(opened) - 86_400_000).toISOString().slice(0, 10);
  const searched = page.waitForRequest((request) => request.url().includes('/sensor/alarm/list') && (request.headers().referer ?? '').includes(`beginTime=${earlier}`));
  await begin.fill(earlier);
  await page.getByRole('button', { name: '搜索' }).click();
  await searched;
  expect(lists, 'the list calls since the refused search').toHaveLength(1);
  expect(lists[0]).toContain(`beginTime=${earlier}`);
});

test('dispatching from a row: a missing person in charge is refused, then a pending work order is created and the row reads dispatched', async ({ page, mock }) => {
  const { imei, pushed } = await pushedAlarmListed(page, mock, 5, '2');
  const first = rows(page).first();
  await expect(first).toContainText('未派单');

  await first.getByRole('button', { name: /^派单/ }).click();
  const dialog = page.getByRole('dialog', { name: '派发工单' });
  const info = dialog.getByLabel('工单信息');
  await expect(info).toHaveValue(new RegExp(`（${imei}）高报，请尽快处理`));
  await dialog.getByLabel('负责人电话').fill('13800138000');
  await dialog.getByRole('button', { name: '确 定' }).click();
  const handler = dialog.getByRole('textbox', { name: '负责人', exact: true });
  await expect(dialog.getByRole('alert')).toHaveText('请填写负责人姓名和电话');
  await expect(handler).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('工单派发成功')).toHaveCount(0);

  await handler.fill('张伟');
  await dialog.getByLabel('工单等级').click();
  await page.getByRole('option', { name: '紧急' }).click();
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('工单派发成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(first).toContainText('已派单');
  await expect(first.getByRole('button', { name: /^派单/ })).toHaveCount(0);

  const orders = await apiAs<{ rows: { alarmId: number; status: string; handler: string; level: string }[] }>(page, 'GET', `/senstor/alarm/gdList?pageNum=1&pageSize=50&imei=${imei}`);
  expect(orders.rows.find((o) => o.alarmId === pushed.id)).toMatchObject({ status: 'pending', handler: '张伟', level: 'urgent' });
});

test('删除 asks 系统提示 first, then removes the alarm', async ({ page, mock }) => {
  const { imei, pushed } = await pushedAlarmListed(page, mock, 7, '3');
  const count = await rows(page).count();
  const first = rows(page).first();
  await expect(first.locator('[data-alarm-type="3"]')).toHaveText('故障');

  await first.getByRole('button', { name: /^删除/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('系统提示');
  await expect(confirm).toContainText(`是否确认删除"${imei}`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  if (count > 1) await expect(rows(page)).toHaveCount(count - 1);
  else await expect(page.getByText('暂无报警信息')).toBeVisible();
  const after = await apiAs<{ rows: AlarmRow[] }>(page, 'POST', '/sensor/alarm/list', { json: { productId: HOUSE, imei, pageSize: 100 } });
  expect(after.rows.some((a) => a.id === pushed.id)).toBe(false);
});

test('导出 shows its progress and saves the alarms the list shows', async ({ page, mock }) => {
  await enterLayout(page, mock);
  const imei = await houseDevice(page, 9);
  await mock.pushAlarms(alarm({ sn: imei }));
  await openAlarms(page, imei);
  await expectDeviceAlarmsListed(page, imei);
  const held = await holdExports(page, '**/sensor/alarm/export**');
  const { file, text } = await exportFromToolbar(page, held);
  await expect(page.getByText('导出成功')).toBeVisible();
  expect(file.suggestedFilename()).toBe('alarms.csv');
  const lines = text.trim().split(/\r?\n/);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes(imei))).toBe(true);
});

test('the operator sees only the alarms of its own house devices', async ({ page, mock }) => {
  await signIn(page, mock);
  const all = (await apiDeviceImeis(page, HOUSE, { pageSize: 100 })).imeis;
  await page.context().clearCookies();
  await enterLayout(page, mock, operator);
  const own = (await apiDeviceImeis(page, HOUSE, { pageSize: 100 })).imeis;
  const ownImei = own[0];
  const other = all.find((imei) => !own.includes(imei));
  if (!ownImei || !other) throw new Error('the seed gives the operator some house devices, not all');
  await mock.pushAlarms([alarm({ sn: ownImei }), alarm({ sn: other })]);

  await openAlarms(page);
  const imeis = page.getByRole('table').locator('tbody span.font-mono');
  await expect(imeis.first()).toBeVisible();
  for (const imei of await imeis.allTextContents()) expect(own).toContain(imei);

  await openAlarms(page, ownImei);
  await expect(rows(page).first()).toContainText(ownImei);
  await openAlarms(page, other);
  await expect(page.getByText('暂无报警信息')).toBeVisible();
});

test('复位 asks first and clears the alarm; 删除 on the selection removes every selected alarm', async ({ page, mock }) => {
  const { imei, pushed } = await pushedAlarmListed(page, mock, 11, '2');
  await rows(page).first().getByRole('button', { name: /^复位/ }).click();
  const confirmReset = page.getByRole('alertdialog');
  await expect(confirmReset).toContainText(`是否确认复位"${imei}`);
  await confirmReset.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('复位成功')).toBeVisible();
  await expect(rows(page).first().getByRole('button', { name: /^复位/ })).toHaveCount(0);
  expect(await newestAlarm(page, imei)).toMatchObject({ id: pushed.id, cleared: true });

  await mock.pushAlarms([alarm({ sn: imei, type: '1' }), alarm({ sn: imei, type: '3' })]);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(rows(page).first().locator('[data-alarm-type="3"]')).toBeVisible();
  const wanted = (await apiAs<{ rows: AlarmRow[] }>(page, 'POST', '/sensor/alarm/list', { json: { productId: HOUSE, imei, pageNum: 1, pageSize: 2 } })).rows.map((a) => a.id);
  for (const row of await rows(page).all().then((all) => all.slice(0, 2))) await row.getByRole('checkbox').check();
  await page.getByRole('toolbar').getByRole('button', { name: '删除' }).click();
  const confirmDelete = page.getByRole('alertdialog');
  await expect(confirmDelete).toContainText('是否确认删除选中的 2 条数据项？');
  await confirmDelete.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  const left = (await apiAs<{ rows: AlarmRow[] }>(page, 'POST', '/sensor/alarm/list', { json: { productId: HOUSE, imei, pageSize: 100 } })).rows.map((a) => a.id);
  expect(left).not.toContain(wanted[0]);
  expect(left).not.toContain(wanted[1]);
  expect(left).toContain(pushed.id);
});

test('every module with the route has the page: /alarm/alarm lists the commercial product alarms', async ({ page, mock }) => {
  const COMMERCIAL = '15144635';
  await enterLayout(page, mock);
  const [imei] = (await apiDeviceImeis(page, COMMERCIAL)).imeis;
  if (!imei) throw new Error('no commercial device');
  const house = await houseDevice(page, 13);
  await mock.pushAlarms([{ ...alarm({ sn: imei, type: '2' }), proBh: COMMERCIAL }, alarm({ sn: house, type: '1' })]);
  await enterModule(page, 'commercial');
  await page.goto('/alarm/alarm');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('报警信息');
  await expect(rows(page).first()).toContainText(imei);
  await expect(rows(page).first().locator('[data-alarm-type="2"]')).toHaveText('高报');
  await expect(rows(page).filter({ hasText: house })).toHaveCount(0);
});
