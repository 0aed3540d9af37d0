import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

test('an icon-only button of the top bar names itself in a tooltip on hover and on keyboard focus', async ({ page, mock }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterLayout(page, mock);
  const tooltip = page.getByTestId('tooltip');
  await expect(tooltip).toHaveCount(0);

  await page.getByTestId('theme-toggle').hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText('主题设置');

  await page.mouse.move(640, 600, { steps: 5 });
  await expect(tooltip).toHaveCount(0);
  await page.getByTestId('sound-toggle').focus();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText('报警声音');
});

test('the collapsed sidebar shows an item name beside its glyph on hover', async ({ page, mock }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterLayout(page, mock);
  await page.getByTestId('sidebar-toggle').click();
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  const item = sidebar.locator('a[href$="/house-device/device"]');
  // Collapsed, the item shows no text of its own.
  await expect(item).toHaveText('');

  await item.hover();
  const tooltip = page.getByTestId('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText('设备管理');
  // Beside the glyph (to its right), not over it.
  const tip = await tooltip.boundingBox();
  const glyph = await item.boundingBox();
  expect(tip?.x ?? 0).toBeGreaterThanOrEqual((glyph?.x ?? 0) + (glyph?.width ?? 0));
});
