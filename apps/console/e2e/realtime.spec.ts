import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe';
import { apiDeviceImeis, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { operator, signIn } from './support/session';

const HOUSE = '15144628';
/** The console's polling interval and stale threshold (features/realtime: POLL_INTERVAL_MS, STALE_AFTER_MS). */
const POLL_INTERVAL_MS = 30_000;
const STALE_AFTER_MS = 5 * 60_000;

interface ApiReading {
  imei: string;
  probe: number | string;
  value: number | null;
  unit?: string;
}

/** The first online house device and its readings, as the signed-in user's API answers them. */
async function onlineDevice(page: Page): Promise<{ imei: string; readings: ApiReading[] }> {
  const { imeis } = await apiDeviceImeis(page, HOUSE, { status: 'online', pageSize: 1 });
  const imei = imeis[0] ?? '';
  const token = (await page.context().cookies()).find((c) => c.name === 'za_token')?.value;
  const response = await page.request.post('/api/intime/data', { headers: { Authorization: `Bearer ${token}` }, data: { imei } });
  return { imei, readings: ((await response.json()) as { rows: ApiReading[] }).rows };
}

const rowOf = (page: Page, imei: string) => page.getByRole('row').filter({ has: page.getByText(imei, { exact: true }) });

async function openRealtime(page: Page): Promise<void> {
  await enterModule(page, 'house');
  await page.getByTestId('sidebar').getByRole('link', { name: '实时数据' }).click();
  await expect(page).toHaveURL(/\/house-data\/data$/);
}

test("the real-time page lists the module's devices with readings, units and alarm state in words", async ({ page, mock }) => {
  await signIn(page, mock);
  await openRealtime(page);
  const expected = await apiDeviceImeis(page, HOUSE);
  const table = page.getByRole('table', { name: '家用报警器实时数据' });
  await expect(table.locator('tbody td span.font-mono')).toHaveText(expected.imeis);
  const { imei, readings } = await onlineDevice(page);
  await page.goto(`/house-data/data?imei=${imei}`);
  const row = rowOf(page, imei);
  const first = readings[0];
  expect(first?.unit).toBeTruthy();
  await expect(row.getByTestId('device-readings')).toContainText(`${first?.unit}`);
  await expect(row.locator('[data-reading-state]')).toHaveText(/^(正常|低报|高报)$/);
  await expect(page.getByRole('table')).not.toContainText(/\d{4}-\d{2}-\d{2} \d{2}:/);
});

// Modules whose real-time route differs in shape or product (spec §2); pressure has the route but no product.
const OTHER_MODULES = [
  { code: 'commercial', path: '/data/data' },
  { code: 'portable', path: '/portable-data/index' },
  { code: 'hat', path: '/hat-data/data' },
  { code: 'laser', path: '/laser-data/data' },
  { code: 'handheld', path: '/handheld-data/data' },
];

test("the admin opens each module's real-time data from the sidebar and sees its devices with readings", async ({ page, mock }) => {
  await signIn(page, mock);
  for (const { code, path } of OTHER_MODULES) {
    await enterModule(page, code);
    await page.getByTestId('sidebar').getByRole('link', { name: '实时数据' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const table = page.getByRole('table');
    await expect(table.locator('tbody td span.font-mono').first(), code).toBeVisible();
    await expect(table.getByTestId('device-readings').first(), code).toBeVisible();
    await expect(page.getByText('暂未开放'), code).toHaveCount(0);
  }
  await enterModule(page, 'pressure');
  await page.getByTestId('sidebar').getByRole('link', { name: '实时数据' }).click();
  await expect(page.getByText('该模块暂无可管理的设备产品')).toBeVisible();
});

test("when the mock's device socket sends, the watched device's value changes on screen and is marked", async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'house');
  const { imei, readings } = await onlineDevice(page);
  const probe = String(readings[0]?.probe);
  await page.goto(`/house-data/data?imei=${imei}`);
  await rowOf(page, imei).getByRole('button', { name: `实时监测设备 ${imei}` }).click();
  const panel = page.getByTestId('watched-panel');
  await expect(panel.locator('[data-socket]')).toHaveText('实时连接正常');
  const value = panel.locator(`[data-probe="${probe}"]`);
  await expect(value).toBeVisible();
  await expect(value).not.toHaveText(/^43\.21/);

  await mock.readings(imei, { values: { [probe]: 43.21 } });
  await expect(value).toHaveText(`43.21 ${readings[0]?.unit}`);
  await expect(value).toHaveAttribute('data-changed', 'true');
  await expect(rowOf(page, imei).locator(`[data-probe="${probe}"]`)).toHaveText(`43.21 ${readings[0]?.unit}`);
  await expect(page.getByTestId('watched-announcement')).toContainText('43.21');
  await expect(page.getByTestId('watched-announcement')).toHaveAttribute('aria-live', 'polite');
  // The mark is brief.
  await expect(value).not.toHaveAttribute('data-changed', 'true', { timeout: 6000 });
  await expect(value).toHaveText(`43.21 ${readings[0]?.unit}`);

  // Leaving the page closes the device socket: the mock has no one left to send this device's frames to.
  const socketsNow = async () => ((await mock.readings(imei, { values: { [probe]: 43.21 } })) as { sockets: number }).sockets;
  expect(await socketsNow()).toBe(1);
  await page.getByTestId('sidebar').getByRole('link', { name: '设备管理' }).click();
  await expect(page).toHaveURL(/\/house-device\/device$/);
  await expect.poll(socketsNow).toBe(0);
});

test('a device that sends nothing for the stale interval is shown as stale at the next poll', async ({ page, mock }) => {
  await page.clock.install();
  await signIn(page, mock);
  await enterModule(page, 'house');
  const { imei } = await onlineDevice(page);
  await page.goto(`/house-data/data?imei=${imei}`);
  const state = rowOf(page, imei).locator('[data-reading-state]');
  await expect(state).toHaveText(/^(正常|低报|高报)$/);

  await mock.readings(imei, { silentForMs: STALE_AFTER_MS + 60_000 });
  await page.clock.fastForward(POLL_INTERVAL_MS);
  await expect(state).toHaveText('数据超时');
  await expect(state).toHaveAttribute('data-reading-state', 'stale');
});

test('the operator sees real-time data of the house module only', async ({ page, mock }) => {
  await signIn(page, mock, operator);
  await openRealtime(page);
  await expect(page.getByRole('table').locator('tbody td span.font-mono').first()).toBeVisible();
  await expect(page.getByRole('table').getByTestId('device-readings').first()).toBeVisible();
  await page.goto('/flame-data/data');
  await expect(page).toHaveURL(/\/$/);
});

test('the real-time page, with a watched device, has no serious or critical accessibility violations', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'house');
  const { imei } = await onlineDevice(page);
  await page.goto(`/house-data/data?imei=${imei}`);
  await rowOf(page, imei).getByRole('button', { name: `实时监测设备 ${imei}` }).click();
  await expect(page.getByTestId('watched-probe').first()).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
