import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

test('/screen has a way back to the product chooser', async ({ page, mock }) => {
  await signIn(page, mock);
  await page.goto('/screen');
  const back = page.getByTestId('back-home');
  await expect(back).toBeVisible();
  await expect(back).toHaveText(/返回首页/);
  await back.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('product').first()).toBeVisible();
});

test('/download has a way back: to sign-in when signed out', async ({ page }) => {
  await page.goto('/download');
  const back = page.getByTestId('back-home');
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('the way back is worded in English too', async ({ page }) => {
  await page.goto('/download');
  await page.getByTestId('lang-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('back-home')).toHaveText(/Back to home/);
});
