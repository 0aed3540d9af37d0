import type { Page } from '@playwright/test';
import { deviceTable } from './support/device-list';
import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

/** How many lines each body cell's text takes: the distinct line boxes of its text (1 when nothing wraps). */
function cellLines(page: Page): Promise<number[]> {
  return page.locator('tbody td').evaluateAll((cells) =>
    cells.map((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      // Text of one line may sit a few pixels apart (a tag's padding); a new line starts a line height below.
      const lines = tops.sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - (all[i - 1] ?? top) > 8);
      return lines.length;
    }),
  );
}

async function openDevices(page: Page): Promise<void> {
  await page.goto('/house-device/device');
  await expect(deviceTable(page).imeis.first()).toBeVisible();
}

test.describe('1,400 px wide', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('device list cells stay on one line; the table scrolls sideways inside its frame, not the page', async ({ page, mock }) => {
    await enterLayout(page, mock);
    await openDevices(page);
    const lines = await cellLines(page);
    expect(lines.length).toBeGreaterThan(10);
    expect(Math.max(...lines)).toBe(1);
    // Every row is as tall as the first: no row grew a second line.
    const heights = await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    expect(new Set(heights).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1400);
  });
});

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the device table scrolls inside its frame and the page does not scroll sideways', async ({ page, mock }) => {
    await enterLayout(page, mock);
    await openDevices(page);
    expect(Math.max(...(await cellLines(page)))).toBe(1);
    const frame = page.getByRole('table').locator('..');
    const { scrollWidth, clientWidth } = await frame.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(clientWidth).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
