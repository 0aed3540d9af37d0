import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe';
import { apiDeviceImeis, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { operator, signIn } from './support/session';

const HOUSE_PRODUCT = '15144628';

/** Signed in as admin in the house module, with the IMEI of one of its online devices. */
async function onlineHouseDevice(page: Page, mock: Parameters<typeof signIn>[1]): Promise<string> {
  await signIn(page, mock);
  await enterModule(page, 'house');
  const { imeis } = await apiDeviceImeis(page, HOUSE_PRODUCT, { status: 'online', pageSize: 1 });
  const imei = imeis[0];
  if (!imei) throw new Error('the mock has no online house device');
  return imei;
}

interface HistoryBody {
  imei: string;
  beginTime: string;
  endTime: string;
  bucketSeconds?: number;
  pageNum?: number;
  pageSize?: number;
}

interface HistoryRequest {
  /** `show`: every reading (spec §7 `/jgtc/history/show`); `buckets`: the Vigil extension `/jgtc/history/buckets`. */
  call: 'show' | 'buckets';
  body: HistoryBody;
}

/** Every history request the page sends, raw or in buckets, with its body (read on its way to the mock). */
async function recordHistoryRequests(page: Page): Promise<HistoryRequest[]> {
  const requests: HistoryRequest[] = [];
  for (const call of ['show', 'buckets'] as const) {
    // By path: the paging also travels in the query string (RuoYi reads it there).
    await page.route((url) => url.pathname.endsWith(`/jgtc/history/${call}`), async (route) => {
      requests.push({ call, body: JSON.parse(route.request().postDataBuffer()?.toString('utf8') ?? 'null') as HistoryBody });
      await route.continue();
    });
  }
  return requests;
}

/** A wire time (`yyyy-MM-dd HH:mm:ss`, any zone) as minutes, for differences between two of them. */
const wireMinutes = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`) / 60_000;
const spanSeconds = (body: HistoryBody) => (wireMinutes(body.endTime) - wireMinutes(body.beginTime)) * 60;

const xRange = async (page: Page) => {
  const chart = page.getByTestId('history-chart');
  return { min: Number(await chart.getAttribute('data-x-min')), max: Number(await chart.getAttribute('data-x-max')) };
};

test('30 days are drawn from hourly buckets, zooming in fetches finer ones and then every reading, and the table pages the readings', async ({ page, mock }) => {
  test.setTimeout(90_000);
  const imei = await onlineHouseDevice(page, mock);
  const requests = await recordHistoryRequests(page);
  await page.goto(`/house-data/history?imei=${imei}&range=month`);
  await expect(page.getByRole('heading', { name: '历史数据' })).toBeVisible();
  // The summary counts the readings the buckets stand for: 30 days at one a minute.
  await expect(page.getByTestId('history-summary')).toHaveText(/^共 43,20[01] 条数据.*按 1小时 汇总/, { timeout: 30_000 });
  const chart = page.getByTestId('history-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  // Drawn from one buckets call, never from every reading, with no more buckets than the chart has pixels.
  expect(requests.map((r) => r.call)).toEqual(['buckets']);
  const [whole] = requests;
  const width = await chart.evaluate((element) => element.clientWidth);
  expect(whole?.body.bucketSeconds).toBe(3600);
  expect(spanSeconds(whole?.body as HistoryBody) / 3600).toBeLessThanOrEqual(width);
  await expect(chart).toHaveAttribute('data-resolution', '3600');
  // The legend names each probe with its unit; the thresholds are listed under the chart.
  await expect(chart.locator('.u-legend')).toContainText(/\(.+\)/);
  await expect(page.getByTestId('history-thresholds')).toContainText('高报警值');

  const full = await xRange(page);
  expect((full.max - full.min) / 86_400).toBeGreaterThan(29.9);
  const over = chart.locator('.u-over');
  const box = await over.boundingBox();
  if (!box) throw new Error('no plot area');
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await xRange(page)).max - (await xRange(page)).min).toBeLessThan((full.max - full.min) * 0.2);
  const zoomed = await xRange(page);
  expect(zoomed.min).toBeGreaterThan(full.min);
  // About 3 days in view: finer buckets of that window.
  await expect.poll(() => requests.length).toBe(2);
  const finer = requests[1];
  expect(finer?.call).toBe('buckets');
  expect(finer?.body.bucketSeconds).toBeLessThan(3600);
  expect(spanSeconds(finer?.body as HistoryBody)).toBeCloseTo(zoomed.max - zoomed.min, -2);
  await expect(chart).toHaveAttribute('data-resolution', String(finer?.body.bucketSeconds));

  // Two more halvings: under a day in view, fetched as every reading of that window.
  await page.getByRole('button', { name: '放大' }).click();
  await page.getByRole('button', { name: '放大' }).click();
  await expect.poll(async () => (await xRange(page)).max - (await xRange(page)).min).toBeLessThan(86_400);
  await expect(chart).toHaveAttribute('data-resolution', 'raw');
  const raw = requests.at(-1);
  expect(raw?.call).toBe('show');
  expect(spanSeconds(raw?.body as HistoryBody)).toBeLessThanOrEqual(86_400);

  await page.getByRole('button', { name: '向前' }).click();
  await expect.poll(async () => (await xRange(page)).min).toBeLessThan(zoomed.min + (zoomed.max - zoomed.min) / 4);
  await page.getByRole('button', { name: '重置缩放' }).click();
  await expect.poll(() => xRange(page)).toEqual(full);
  await expect(chart).toHaveAttribute('data-resolution', '3600');
  await expect(page.getByRole('button', { name: '重置缩放' })).toBeDisabled();

  // The table shows the readings themselves, a page at a time.
  await page.getByRole('tab', { name: '表格' }).click();
  const table = page.getByRole('table', { name: '历史数据' });
  await expect(page.getByText(/^共 43,?20[01] 条$/)).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(10);
  const times = await table.locator('tbody tr td:first-child').allTextContents();
  const minutes = times.map((text) => {
    const [y, mo, d, h, mi] = (text.match(/\d+/g) ?? []).map(Number);
    return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 0, h ?? 0, mi ?? 0) / 60_000;
  });
  expect(minutes.slice(1).map((m, i) => m - (minutes[i] ?? 0))).toEqual(Array(9).fill(1));
  expect(requests.at(-1)).toMatchObject({ call: 'show', body: { pageNum: 1 } });
  await page.getByRole('button', { name: '下一页' }).click();
  await expect.poll(() => requests.at(-1)?.body.pageNum).toBe(2);
  await expect(table.locator('tbody tr').first()).not.toHaveText(times[0] ?? '');
});

test('changing the range asks the backend again, with the new range, and keeps it in the URL', async ({ page, mock }) => {
  test.slow();
  const imei = await onlineHouseDevice(page, mock);
  const requests = await recordHistoryRequests(page);
  await page.goto('/house-data/history');
  await expect(page.getByText('请选择设备以查看历史数据')).toBeVisible();
  await page.getByRole('textbox', { name: '搜索设备 IMEI' }).fill(imei);
  await page.getByRole('combobox', { name: '设备' }).click();
  await page.getByRole('option', { name: new RegExp(`^${imei}`) }).click();
  await expect(page).toHaveURL(new RegExp(`imei=${imei}`));
  await expect(page.getByTestId('history-summary')).toHaveText(/^共 1,44[01] 条数据/);
  expect(requests.map((r) => r.call)).toEqual(['show']);

  await page.getByRole('button', { name: '近 7 天' }).click();
  await expect(page).toHaveURL(/range=week/);
  await expect(page.getByTestId('history-summary')).toHaveText(/^共 10,08[01] 条数据/);
  expect(requests.map((r) => r.call)).toEqual(['show', 'buckets']);
  const [day, week] = requests.map((r) => r.body);
  expect(week?.imei).toBe(imei);
  expect(Date.parse(String(day?.beginTime).replace(' ', 'T')) - Date.parse(String(week?.beginTime).replace(' ', 'T'))).toBeCloseTo(6 * 86_400_000, -5);

  // 近三个月 is the last 90 days up to now, like the other rolling ranges (it used to end with last month).
  await page.getByRole('button', { name: '近三个月' }).click();
  await expect(page).toHaveURL(/range=lastThreeMonths/);
  await expect.poll(() => requests.length).toBe(3);
  const quarter = requests[2]?.body;
  expect(requests[2]?.call).toBe('buckets');
  expect(wireMinutes(String(quarter?.endTime)) - wireMinutes(String(week?.endTime))).toBeLessThan(10);
  expect(spanSeconds(quarter as HistoryBody) / 86_400).toBeCloseTo(90, 1);

  await page.getByRole('button', { name: '自定义' }).click();
  await page.getByLabel('开始日期').fill('2026-01-02');
  await page.getByLabel('结束日期').fill('2026-01-03');
  await expect(page).toHaveURL(/range=custom&from=2026-01-02&to=2026-01-03/);
  await expect.poll(() => requests.at(-1)?.body).toMatchObject({ imei, beginTime: '2026-01-02 00:00:00', endTime: '2026-01-03 23:59:59' });

  await page.reload();
  await expect(page.getByLabel('开始日期')).toHaveValue('2026-01-02');
  await expect(page.getByRole('button', { name: '自定义' })).toHaveAttribute('aria-pressed', 'true');
});

test('the CSV export of a week drawn in buckets holds every reading, and the page has no serious accessibility violations', async ({ page, mock }) => {
  test.slow();
  const imei = await onlineHouseDevice(page, mock);
  const requests = await recordHistoryRequests(page);
  await page.goto(`/house-data/history?imei=${imei}&range=week`);
  await expect(page.getByTestId('history-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('history-chart')).not.toHaveAttribute('data-resolution', 'raw');
  expect(describeViolations(await seriousViolations(page))).toBe('');

  const count = Number((await page.getByTestId('history-summary').textContent())?.match(/共 ([\d,]+) 条/)?.[1]?.replaceAll(',', ''));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`history-${imei}.csv`);
  // The readings themselves, fetched for the export: a header (时间, then each probe with its unit) and one line a minute.
  expect(requests.some((r) => r.call === 'show')).toBe(true);
  const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^时间,.+\(.+\)/);
  expect(count).toBeGreaterThan(10_000);
  expect(lines).toHaveLength(count + 1);

  await page.getByRole('tab', { name: '表格' }).click();
  await expect(page.getByRole('table', { name: '历史数据' }).locator('tbody tr').first()).toBeVisible();
  expect(describeViolations(await seriousViolations(page))).toBe('');
});

test('a backend without the buckets call (HTTP 404, as Spring Boot answers an unmapped path) gets the raw call, without a toast', async ({ page, mock }) => {
  test.slow();
  const imei = await onlineHouseDevice(page, mock);
  const requests = await recordHistoryRequests(page);
  // Registered last, so it answers instead of the recorder: Spring Boot's BasicErrorController body for an unmapped path.
  await page.route('**/jgtc/history/buckets', async (route) => {
    requests.push({ call: 'buckets', body: JSON.parse(route.request().postDataBuffer()?.toString('utf8') ?? 'null') as HistoryBody });
    await route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ timestamp: '2026-11-26T07:00:00.000+00:00', status: 404, error: 'Not Found', path: '/api/jgtc/history/buckets' }) });
  });
  await page.goto(`/house-data/history?imei=${imei}&range=week`);
  await expect(page.getByTestId('history-summary')).toHaveText(/^共 10,08[01] 条数据/, { timeout: 30_000 });
  await expect(page.getByTestId('history-chart')).toHaveAttribute('data-resolution', 'raw');
  expect(requests.filter((r) => r.call === 'show').length).toBeGreaterThan(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  // Known now: the next range goes straight to the raw call.
  expect(requests.filter((r) => r.call === 'buckets')).toHaveLength(1);
  await page.getByRole('button', { name: '近 30 天' }).click();
  await expect(page.getByTestId('history-summary')).toHaveText(/^共 43,20[01] 条数据/, { timeout: 30_000 });
  expect(requests.filter((r) => r.call === 'buckets')).toHaveLength(1);
});

test('the operator picks from its own department’s devices only and sees their history', async ({ page, mock }) => {
  test.slow();
  await signIn(page, mock, operator);
  await enterModule(page, 'house');
  const own = await apiDeviceImeis(page, HOUSE_PRODUCT, { pageSize: 50 });
  const online = (await apiDeviceImeis(page, HOUSE_PRODUCT, { status: 'online', pageSize: 1 })).imeis[0];
  if (!online) throw new Error('the operator has no online device');
  await page.goto('/house-data/history');
  await page.getByRole('combobox', { name: '设备' }).click();
  const offered = (await page.getByRole('option').allTextContents()).map((text) => text.split(' · ')[0]);
  expect(offered.length).toBe(Math.min(own.total, 50));
  expect(offered.every((imei) => own.imeis.includes(imei ?? ''))).toBe(true);
  await page.getByRole('option', { name: new RegExp(`^${online}`) }).click();
  await expect(page.getByTestId('history-summary')).toHaveText(/^共 1,44[01] 条数据/);
});

test.describe('in a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the chart reads times on the user’s wall clock: the cursor at the start shows the requested begin time', async ({ page, mock }) => {
    test.slow();
    const imei = await onlineHouseDevice(page, mock);
    const requests = await recordHistoryRequests(page);
    await page.goto(`/house-data/history?imei=${imei}`);
    const chart = page.getByTestId('history-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    const begin = requests[0]?.body.beginTime;
    if (!begin) throw new Error('no history request');
    const box = await chart.locator('.u-over').boundingBox();
    if (!box) throw new Error('no plot area');
    await page.mouse.move(box.x + 1, box.y + box.height / 2);
    const shown = (await chart.locator('.u-legend .u-series').first().locator('.u-value').textContent()) ?? '';
    // zh-CN shows "2026/11/22 15:38:00"; the wire sent "2026-11-22 15:37:04" (New York wall clock).
    const minutes = (text: string) => {
      const [y, mo, d, h, mi] = (text.match(/\d+/g) ?? []).map(Number);
      return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 0, h ?? 0, mi ?? 0) / 60_000;
    };
    expect(Math.abs(minutes(shown) - minutes(begin)), `${shown} vs ${begin}`).toBeLessThanOrEqual(3);
  });
});
