import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { metadataLoaded, playedPast } from './support/media';
import { openModule, signIn } from './support/session';

const HAT_PRODUCT = '15144734';
const ALARMS_PRODUCT = '15144601';
const HOUR = 3_600_000;

interface Task {
  id: number;
  status: string;
}

/** The `index`-th device of a product, as the API lists them. */
async function deviceOf(page: Page, productId: string, index: number): Promise<string> {
  const { rows } = await apiAs<{ rows: { imei: string }[] }>(page, 'POST', '/senstor/info/list', { json: { productId, pageSize: 20 } });
  const imei = rows[index]?.imei;
  if (!imei) throw new Error(`product ${productId} has no device ${index}`);
  return imei;
}

async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function chooseDevice(page: Page, imei: string): Promise<void> {
  await page.getByRole('combobox', { name: '设备' }).click();
  await page.getByRole('option', { name: new RegExp(imei) }).click();
}

test('a recording task goes 未开始 → 进行中 as the clock moves, then 结束 ends it (已结束, 手动结束), and its recorded file plays back', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'hat');
  const imei = await deviceOf(page, HAT_PRODUCT, 0);
  await mock.recordingSupport(imei, true);
  // A retry finds the device free: a task left in progress is ended first.
  const { rows } = await apiAs<{ rows: Task[] }>(page, 'GET', `/video/record/task/list?imei=${imei}&status=inProgress`);
  for (const task of rows) await apiAs(page, 'PUT', `/video/record/task/end/${task.id}`);
  const created = await apiAs<{ code: number }>(page, 'POST', '/video/record/task', { json: { imei, startTime: Date.now() + HOUR, durationMinutes: 30 } });
  expect(created.code).toBe(200);

  await page.goto('/hat-video/playback');
  await page.getByRole('tab', { name: '录像任务' }).click();
  await chooseDevice(page, imei);
  const status = page.getByTestId('recording-status').first();
  await expect(status).toHaveText('未开始');
  await expectAccessible(page);

  await mock.recordingClock(HOUR + 60_000);
  await expect(status).toHaveText('进行中');
  const row = page.getByRole('row').filter({ has: status });
  await row.getByRole('button', { name: '结束' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已结束录制')).toBeVisible();
  await expect(status).toHaveText('已结束');
  const ended = page.getByRole('row').filter({ has: status });
  await expect(ended).toContainText('手动结束');

  // The ended task made a recorded file: playback lists it at the task's start, about a minute long, and plays it.
  const taskText = (await ended.textContent()) ?? '';
  await page.getByRole('tab', { name: '回放' }).click();
  await chooseDevice(page, imei);
  // Up to the day after tomorrow in the browser's zone: the task started an hour on, maybe past midnight.
  const later = await page.evaluate(() => {
    const at = new Date(Date.now() + 2 * 86_400_000);
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  });
  await page.getByLabel('结束日期').fill(later);
  await page.getByRole('button', { name: '查询' }).click();
  const files = page.getByRole('region', { name: '录像文件' }).getByRole('button');
  await expect(files.first()).toBeVisible();
  const made = (await files.allTextContents()).find((text) => taskText.includes(text.split('，')[0] ?? '—'));
  expect(made, 'a file starting when the task did').toBeTruthy();
  expect(Number(/，(\d+) 秒/.exec(made ?? '')?.[1])).toBeGreaterThanOrEqual(60);
  expect(Number(/，(\d+) 秒/.exec(made ?? '')?.[1])).toBeLessThan(120);
  await files.filter({ hasText: made ?? '' }).click();
  const video = page.getByTestId('playback-video');
  await metadataLoaded(video);
});

test('video storage shows space used and available, the expiry and the one-month alarm retention; a device without recording support offers local recording', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'alarms');
  const imei = await deviceOf(page, ALARMS_PRODUCT, 1);
  await mock.recordingSupport(imei, false);
  const { data } = await apiAs<{ data: { fileExpiryDays: number } }>(page, 'GET', '/video/storage/mine');

  await page.goto('/alarms-video/user-storage');
  await expect(page.getByRole('progressbar', { name: '已用空间' })).toBeVisible();
  await expect(page.getByTestId('video-storage-usage')).toContainText(/已用 .+可用 .+共 /);
  await expect(page.getByTestId('video-storage-expiry')).toHaveText(`${data.fileExpiryDays} 天`);
  await expect(page.getByTestId('video-storage-retention')).toHaveText('报警图片和视频保存 1 个月');

  await chooseDevice(page, imei);
  const note = page.getByRole('status').filter({ hasText: '该设备不支持控制或录制任务' });
  await expect(note.getByRole('link', { name: '使用本地录制' })).toHaveAttribute('href', '/alarms-video/split');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增录像任务' });
  await dialog.getByRole('button', { name: '确 定' }).click();
  // Refused on the device field, in the UI's language; the dialog keeps what was entered.
  await expect(dialog.getByRole('alert')).toHaveText('该设备不支持控制或录制任务');
  await expectAccessible(page);
});

test('playback lists a device’s recorded files up to now; clicking one plays it and the position slider seeks', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'hat');
  const imei = await deviceOf(page, HAT_PRODUCT, 2);
  await page.goto('/hat-video/playback');
  await chooseDevice(page, imei);
  await page.getByRole('button', { name: '查询' }).click();
  const files = page.getByRole('region', { name: '录像文件' }).getByRole('button');
  await expect(files.first()).toContainText('10 秒');
  // The default range takes in all of today: the newest file is at most one schedule step (3 h) old.
  const newest = ((await files.first().textContent()) ?? '').split('，')[0] ?? '';
  const newestMs = Date.parse(newest.replaceAll('/', '-').replace(' ', 'T'));
  expect(Date.now() - newestMs, `newest file ${newest}`).toBeLessThan(3 * HOUR + 5 * 60_000);
  await files.first().click();
  const video = page.getByTestId('playback-video');
  await metadataLoaded(video);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(before).toBeLessThan(5);
  const slider = page.getByRole('slider', { name: '播放进度' });
  await slider.focus();
  await page.keyboard.press('End');
  await playedPast(video, 8);
  await expect(page.getByRole('group', { name: '录像时间轴' }).getByRole('button').first()).toBeVisible();
  await expectAccessible(page);
});
