import { expect, test } from './support/fixtures';
import { backToMainMenu, enterLayout } from './support/session';

test('the message centre shows the unread count the server reports and opens the message centre', async ({
  page,
  mock,
}) => {
  await page.route('**/api/system/notice/user/count*', (route) => route.fulfill({ json: { code: 200, msg: 'ok', data: 7 } }));
  await enterLayout(page, mock);
  await expect(page.getByTestId('message-count')).toHaveText('7');
  await page.getByTestId('message-centre').click();
  await expect(page).toHaveURL((url) => url.pathname === '/message/message');
});

test('main menu forgets the module and the stored routes and returns to /', async ({ page, mock }) => {
  await enterLayout(page, mock);
  expect(await page.evaluate(() => localStorage.getItem('vigil:routes'))).not.toBeNull();

  await backToMainMenu(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('product').first()).toBeVisible();
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('module');
  expect(await page.evaluate(() => localStorage.getItem('vigil:routes'))).toBeNull();
  // Without a module the module's pages are closed again.
  await page.goto('/house-data/data');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('log out goes to login with a redirect back to the page', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await page.getByTestId('sidebar').locator('a[href$="/house-data/data"]').click();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/house-data/data');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('za_token');
  // The alarm socket is off on /login.
  await expect(page.getByTestId('alarm-bell')).toHaveCount(0);
});

test('the QR popover offers the mini-program and the Android package', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await page.getByTestId('qr-popover').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('svg')).toHaveCount(2);
  await expect(dialog).toContainText(/小程序/);
  await expect(dialog).toContainText(/安卓|Android/);
});
