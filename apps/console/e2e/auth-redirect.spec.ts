import { expect, test } from './support/fixtures';
import { signIn, signInThroughForm } from './support/session';

test('a deep link without a token goes to /login?redirect=… and, after sign-in, lands there', async ({ page, mock }) => {
  await page.goto('/userinfo/userinfo?tab=password');

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/userinfo/userinfo?tab=password');

  await signInThroughForm(page, mock);
  await expect(page).toHaveURL((url) => url.pathname === '/userinfo/userinfo' && url.search === '?tab=password');
  await expect(page.getByTestId('app-layout')).toBeVisible();
});

test('a logged-in user opening /login is sent to the product chooser', async ({ page, mock }) => {
  await signIn(page, mock);
  await page.goto('/login');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('product')).toHaveCount(15);
  await expect(page.getByTestId('login-form')).toHaveCount(0);
});

test('user info failing to load clears the token, shows the message and goes to login with redirect', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  await page.route('**/api/getInfo*', (route) => route.fulfill({ json: { code: 500, msg: 'E2E: user service down' } }));
  await page.goto('/userinfo/userinfo');

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/userinfo/userinfo');
  await expect(page.getByTestId('toast').filter({ hasText: 'E2E: user service down' }).first()).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'za_token')).toBeUndefined();
});
