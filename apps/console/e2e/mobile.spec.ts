import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('gets the mobile layout: the sidebar is an overlay, hidden until toggled', async ({ page, mock }) => {
    await enterLayout(page, mock);
    const layout = page.getByTestId('app-layout');
    await expect(layout).toHaveAttribute('data-mobile', 'true');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeHidden();

    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toBeInViewport();
    // An overlay: the main area keeps the full width instead of being pushed aside.
    const topBar = await page.getByTestId('top-bar').boundingBox();
    expect(topBar?.x ?? -1).toBe(0);
    expect(Math.round(topBar?.width ?? 0)).toBe(390);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a desktop viewport gets the desktop layout, and shrinking under 992 px switches', async ({ page, mock }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterLayout(page, mock);
  const layout = page.getByTestId('app-layout');
  await expect(layout).toHaveAttribute('data-mobile', 'false');
  await expect(page.getByTestId('sidebar')).toBeInViewport();

  await page.setViewportSize({ width: 991, height: 800 });
  await expect(layout).toHaveAttribute('data-mobile', 'true');
});
