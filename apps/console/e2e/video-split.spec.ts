import type { Locator, Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openModule, signIn } from './support/session';

/** Waits until the video's currentTime moves on by more than half a second: the stream really plays. */
async function expectAdvancing(video: Locator): Promise<void> {
  const time = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(time, { timeout: 12_000 }).toBeGreaterThan(0);
  const start = await time();
  await expect.poll(time, { timeout: 6_000 }).toBeGreaterThan(start + 0.5);
}

async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test('a 4-split plays four mock streams, FLV and HLS; snapshot before play says 请先播放视频; the page passes axe', async ({ page, mock }) => {
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
  for (const n of [0, 1, 2, 3]) await expectAdvancing(tiles.nth(n).locator('video'));
  await expectAccessible(page);
});
