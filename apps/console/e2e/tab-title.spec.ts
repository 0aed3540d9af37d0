import { expect, test } from './support/fixtures';
import { enterLayout, switchLanguage } from './support/session';

test('the browser tab title follows the page and the language', async ({ page, mock }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('登录 - 智安云监测平台');

  await enterLayout(page, mock);
  await page.getByTestId('sidebar').locator('a[href$="/house-device/device"]').click();
  await expect(page).toHaveTitle('设备管理 - 智安云监测平台');
  await page.getByTestId('sidebar').locator('a[href$="/house-data/history"]').click();
  await expect(page).toHaveTitle('历史数据 - 智安云监测平台');

  await page.getByTestId('sidebar').locator('a[href$="/house-device/device"]').click();
  await switchLanguage(page, 'English');
  await expect(page).toHaveTitle('Device management - Vigil');
});

test('the console has a favicon, served with the console', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  expect(href).not.toMatch(/^data:,?$/);
  const response = await request.get(new URL(href ?? '', page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('svg');
  expect(await response.text()).toContain('<svg');
});
