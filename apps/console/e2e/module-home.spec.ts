import type { Page } from '@playwright/test';
import { alarmPopup, waitForAlarmSocket } from './support/alarm-popup';
import { describeViolations, seriousViolations } from './support/axe';
import { apiDeviceImeis, deviceTable, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { lastWeek } from './support/last-week';
import { operator, signIn } from './support/session';

const HOUSE = '15144628';

/** A GET or POST of the mock's API as the signed-in user, in the browser's time zone (what the page's calls send). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data: Record<string, unknown>): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'za_token')?.value;
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const headers = { Authorization: `Bearer ${token}`, 'Time-Zone': zone };
  const params = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  const response = method === 'GET' ? await page.request.get(`/api${path}`, { headers, params }) : await page.request.post(`/api${path}`, { headers, data });
  return (await response.json()) as T;
}

test('the house home shows the mock’s counts for the admin, and each figure opens its page', async ({ page, mock }) => {
  await signIn(page, mock);
  const [imei] = (await apiDeviceImeis(page, HOUSE)).imeis;
  await enterModule(page, 'house');
  // Two alarms now on a house device, once the alarm socket listens: today's count is never zero, the latest alarm
  // is known, and the popup holds them (one, by sn + type). The home is read again after the push.
  await waitForAlarmSocket(page);
  const alarm = { proBh: HOUSE, sn: String(imei), address: 'e2e', alarmVo: { name: 'e2e', notes: '高报', alarm: '2', timeStamp: String(Date.now()) } };
  await mock.pushAlarms([alarm, alarm]);
  await expect(alarmPopup(page).items.first()).toContainText(String(imei));
  await page.reload();

  const counts = await api<{ data: { online: number; offline: number } }>(page, 'GET', '/device/chart/count', { productId: HOUSE });
  const days = await lastWeek(page);
  const perDay: number[] = [];
  for (const day of days) perDay.push((await api<{ total: number }>(page, 'POST', '/sensor/alarm/list', { productId: HOUSE, beginTime: day, endTime: day, pageNum: 1, pageSize: 1 })).total);
  let open = 0;
  for (const status of ['pending', 'processing']) open += (await api<{ total: number }>(page, 'GET', '/senstor/alarm/gdList', { productId: HOUSE, status, pageNum: 1, pageSize: 1 })).total;
  expect(perDay.at(-1)).toBeGreaterThanOrEqual(2);

  await expect(page.getByTestId('home-online-value')).toHaveText(String(counts.data.online));
  await expect(page.getByTestId('home-offline-value')).toHaveText(String(counts.data.offline));
  await expect(page.getByTestId('home-alarms-today-value')).toHaveText(String(perDay.at(-1)));
  await expect(page.getByTestId('home-open-orders-value')).toHaveText(String(open));
  await expect(page.getByTestId('alarm-week-table').locator('tr')).toHaveText(days.map((day, i) => `${day}${perDay[i]}`));
  await expect(page.getByTestId('alarm-week-chart').locator('canvas')).toBeVisible();
  await expect(page.getByRole('table', { name: '最新报警' }).locator('tbody tr').first()).toContainText(String(imei));
  expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);

  await page.getByTestId('home-online').click();
  await expect(page).toHaveURL((url) => url.pathname === '/house-device/device' && url.searchParams.get('status') === 'online');
  await expect(deviceTable(page).table.locator('tbody [data-status]').first()).toBeVisible();
  await expect(deviceTable(page).table.locator('tbody [data-status="offline"]')).toHaveCount(0);

  await page.goto('/house/house');
  await page.getByTestId('home-offline').click();
  await expect(page).toHaveURL((url) => url.pathname === '/house-device/device' && url.searchParams.get('status') === 'offline');
  await expect(deviceTable(page).table.locator('tbody [data-status="online"]')).toHaveCount(0);

  await page.goto('/house/house');
  await page.getByTestId('home-alarms-today').click();
  await expect(page).toHaveURL((url) => url.pathname === '/house-alarm/alarm');
  // The popup's one alarm (the two pushed, by sn + type) survived the reloads: the title carries that count first.
  await expect(page).toHaveTitle(/^\(1\) 报警信息/);

  await page.goto('/house/house');
  await page.getByTestId('home-open-orders').click();
  await expect(page).toHaveURL((url) => url.pathname === '/operation');
  await expect(page).toHaveTitle(/^\(1\) 工单/);
});

test('a module without work orders or alarm pages shows only its device figures, one without a product says so', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'controller');
  await expect(page.getByTestId('home-online')).toBeVisible();
  await expect(page.getByTestId('home-offline')).toBeVisible();
  await expect(page.getByTestId('home-alarms-today')).toHaveCount(0);
  await expect(page.getByTestId('home-open-orders')).toHaveCount(0);
  await expect(page.getByTestId('alarm-week-chart')).toHaveCount(0);

  // Pressure has routes but no product: its home says so instead of showing empty figures.
  await enterModule(page, 'pressure');
  await expect(page.getByText('该模块暂无可管理的设备产品')).toBeVisible();
  await expect(page.getByTestId('home-online')).toHaveCount(0);
});

test('the operator’s home shows the counts the mock’s API gives the operator (the department’s devices only)', async ({ page, mock }) => {
  await signIn(page, mock, operator);
  await enterModule(page, 'house');
  const counts = await api<{ code: number; data: { online: number; offline: number } }>(page, 'GET', '/device/chart/count', { productId: HOUSE });
  const today = (await lastWeek(page)).at(-1);
  const alarms = await api<{ total: number }>(page, 'POST', '/sensor/alarm/list', { productId: HOUSE, beginTime: today, endTime: today, pageNum: 1, pageSize: 1 });
  let open = 0;
  for (const status of ['pending', 'processing']) open += (await api<{ total: number }>(page, 'GET', '/senstor/alarm/gdList', { productId: HOUSE, status, pageNum: 1, pageSize: 1 })).total;
  const all = (await apiDeviceImeis(page, HOUSE)).total;

  expect(counts.code).toBe(200);
  expect(counts.data.online + counts.data.offline).toBe(all);
  await expect(page.getByTestId('home-online-value')).toHaveText(String(counts.data.online));
  await expect(page.getByTestId('home-offline-value')).toHaveText(String(counts.data.offline));
  await expect(page.getByTestId('home-alarms-today-value')).toHaveText(String(alarms.total));
  await expect(page.getByTestId('home-open-orders-value')).toHaveText(String(open));
});
