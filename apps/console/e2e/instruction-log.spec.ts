import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { enterModule } from './support/device-list';
import { exportFromToolbar, holdExports } from './support/export';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

interface Logs {
  rows: { imei: string; content: string; result: string; time: string }[];
  total: number;
}

/** The gateway (4G IoT gateway), whose seeded devices have several logs. */
const GATEWAY = '15144727';

test('the instruction log (the gateway’s /controller-log/index) lists the module’s logs as the API answers them and filters by IMEI and days', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'controller');
  await page.getByTestId('sidebar').getByRole('link', { name: '指令日志' }).click();
  await expect(page).toHaveURL(/\/controller-log\/index$/);
  const all = await apiAs<Logs>(page, 'GET', `/device/log/list?productId=${GATEWAY}&pageNum=1&pageSize=10`);
  expect(all.total).toBeGreaterThan(1);
  const table = page.getByRole('table', { name: '4G物联网关指令日志' });
  const imeis = table.locator('tbody td span.font-mono');
  await expect(imeis).toHaveText(all.rows.map((r) => r.imei));
  await expect(table.locator('thead th')).toContainText(['设备IMEI', '指令内容', '执行结果', '操作人', '下发时间']);
  await expect(page.getByText(`共 ${all.total} 条`)).toBeVisible();
  // Times are formatted for the screen, never the backend's raw string.
  await expect(table).not.toContainText(/\d{4}-\d{2}-\d{2} \d{2}:/);

  const wanted = all.rows[0]?.imei ?? '';
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(wanted);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`imei=${wanted}`));
  const own = await apiAs<Logs>(page, 'GET', `/device/log/list?productId=${GATEWAY}&imei=${wanted}&pageNum=1&pageSize=10`);
  await expect(imeis).toHaveText(own.rows.map(() => wanted));

  // Days long past hold no log; the days of the newest log hold it.
  await page.getByRole('button', { name: '重置' }).click();
  await page.getByLabel('开始日期').fill('2001-01-01');
  await page.getByLabel('结束日期').fill('2001-01-31');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/beginTime=2001-01-01&endTime=2001-01-31/);
  await expect(table.getByText('暂无数据')).toBeVisible();
  const day = all.rows[0]?.time.slice(0, 10) ?? '';
  const ofDay = await apiAs<Logs>(page, 'GET', `/device/log/list?productId=${GATEWAY}&beginTime=${day}&endTime=${day}&pageNum=1&pageSize=10`);
  expect(ofDay.total).toBeGreaterThan(0);
  await page.getByLabel('开始日期').fill(day);
  await page.getByLabel('结束日期').fill(day);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(imeis).toHaveText(ofDay.rows.map((r) => r.imei));
  await expect(page.getByText(`共 ${ofDay.total} 条`)).toBeVisible();

  // Axe judges the page at rest, not the 搜索 button under the pointer that just clicked it.
  await page.mouse.move(0, 0);
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('exporting the filtered instruction log shows its progress and saves the server’s file with those logs', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'controller');
  await page.getByTestId('sidebar').getByRole('link', { name: '指令日志' }).click();
  const all = await apiAs<Logs>(page, 'GET', `/device/log/list?productId=${GATEWAY}&pageNum=1&pageSize=10`);
  const wanted = all.rows[0]?.imei ?? '';
  const others = all.rows.filter((r) => r.imei !== wanted).map((r) => r.imei);
  expect(others.length).toBeGreaterThan(0);
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(wanted);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`imei=${wanted}`));

  // The export answers after a while, as a large one would: the progress dialog shows meanwhile.
  const held = await holdExports(page, '**/device/log/export');
  const { file, text } = await exportFromToolbar(page, held);
  expect(file.suggestedFilename()).toBe('device-logs.csv');
  expect(text).toContain(wanted);
  for (const other of others) expect(text).not.toContain(other);
});
