import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { playedFor, playing } from './support/media';
import { openModule, signIn } from './support/session';

async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test('a 4-split plays four mock streams, FLV and HLS; snapshot before play says 请先播放视频, while playing saves a PNG; the page passes axe', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'hat');
  await page.goto('/hat-video/split');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('视频管理');
  await expect(page.getByRole('button', { name: '4 分屏' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: '截图 窗口 1' }).click();
  await expect(page.getByText('请先播放视频')).toBeVisible();

  const channels = page.getByRole('navigation', { name: '视频通道' });
  // 通道 1 and 3 are WebSocket-FLV (mpegts.js), 2 and 4 HLS (hls.js): each fills the next window.
  for (const n of [1, 2, 3, 4]) await channels.getByRole('button', { name: `通道 ${n}`, exact: true }).click();
  const tiles = page.getByTestId('video-tile');
  await expect(tiles).toHaveCount(4);
  for (const n of [0, 1, 2, 3]) await playing(tiles.nth(n).locator('video'));
  // Playing, a snapshot is a PNG download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '截图 通道 2' }).click();
  expect((await download).suggestedFilename()).toMatch(/^通道 2-\d{8}-\d{6}\.png$/);
  await expectAccessible(page);
});

test('alarms split: a too short recording is refused, one over 3 s is saved as WebM, a recording tile cannot close, a player out of view is destroyed', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'alarms');
  await page.goto('/alarms-video/split');
  await page.getByRole('navigation', { name: '视频通道' }).getByRole('button', { name: '通道 1', exact: true }).click();
  const first = page.getByTestId('video-tile').first();
  await playing(first.locator('video'));

  await first.getByRole('button', { name: '录像 通道 1' }).click();
  await expect(first).toHaveAttribute('data-recording', 'true');
  await first.getByRole('button', { name: '关闭 通道 1' }).click();
  await expect(page.getByText('正在录制中，请先关闭')).toBeVisible();
  await first.getByRole('button', { name: '停止录像 通道 1' }).click();
  await expect(page.getByText('录制时长不能少于 3 秒')).toBeVisible();
  await expect(first).not.toHaveAttribute('data-recording', 'true');

  // Recorded for more than 3 s (real time: the recording is of the playing stream), it is saved as a WebM file.
  await first.getByRole('button', { name: '录像 通道 1' }).click();
  await expect(first).toHaveAttribute('data-recording', 'true');
  // Spec §5 refuses under 3 s: the stream plays on for more than that, by its own clock and the page's.
  await playedFor(first.locator('video'), 3.5);
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: '停止录像 通道 1' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^通道 1-\d{8}-\d{6}\.webm$/);
  expect(statSync((await file.path()) ?? '').size).toBeGreaterThan(10_000);
  await expect(page.getByText('录像已保存')).toBeVisible();
  await expect(first).not.toHaveAttribute('data-recording', 'true');

  // In a 16-split the first window scrolls out of view: its player is destroyed, and made again when it is back.
  await page.getByRole('button', { name: '16 分屏' }).click();
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.getByTestId('video-tile').last().scrollIntoViewIfNeeded();
  await expect(first.locator('video')).toHaveAttribute('data-status', 'idle');
  await first.scrollIntoViewIfNeeded();
  await playing(first.locator('video'));
});

test('a channel title over 10 characters is refused by the form; a 10-character one is added, listed and deleted', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'hat');
  await page.goto('/hat-video/split');
  const channels = page.getByRole('navigation', { name: '视频通道' });
  await channels.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加视频通道' });
  const title = `门岗${String(Date.now()).slice(-9)}`;
  await dialog.getByLabel('视频标题').fill(`${title}X`);
  await dialog.getByLabel('视频流地址').fill('/live/e2e.m3u8');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('视频标题不能超过 10 个字符')).toBeVisible();
  await dialog.getByLabel('视频标题').fill(title.slice(0, 10));
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(channels.getByRole('button', { name: title.slice(0, 10), exact: true })).toBeVisible();

  await channels.getByRole('button', { name: `删除 ${title.slice(0, 10)}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(channels.getByRole('button', { name: title.slice(0, 10), exact: true })).toHaveCount(0);
});
