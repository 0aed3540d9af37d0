import { expect, test } from './support/fixtures';
import { enterLayout, switchLanguage } from './support/session';

test('switching to English and back survives a reload', async ({ page, mock }) => {
  await enterLayout(page, mock);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'zh-CN');
  const chineseTitle = (await page.getByTestId('system-title').textContent())?.trim() ?? '';
  expect(chineseTitle).toMatch(/\p{Script=Han}/u);

  await switchLanguage(page, 'English');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('system-title')).not.toHaveText(chineseTitle);

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('breadcrumb')).not.toContainText(/\p{Script=Han}/u);

  await switchLanguage(page, '中文');
  await expect(html).toHaveAttribute('lang', 'zh-CN');
  await page.reload();
  await expect(html).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('system-title')).toHaveText(chineseTitle);
});

test('the dark theme survives a reload', async ({ page, mock }) => {
  await enterLayout(page, mock);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('theme-dark').click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  // The class is not decoration only: the page actually got darker.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);

  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('theme-light').click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('the collapsed sidebar is remembered', async ({ page, mock }) => {
  await enterLayout(page, mock);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  const openWidth = (await sidebar.boundingBox())?.width ?? 0;
  expect(Math.round(openWidth)).toBe(210);

  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  expect((await sidebar.boundingBox())?.width ?? 0).toBeLessThan(openWidth);
});
