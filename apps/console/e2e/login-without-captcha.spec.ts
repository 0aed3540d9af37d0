import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';
import { admin } from './support/session';

withOwnMock(() => ({ captcha: false }));

test('with the captcha turned off (vigil-mock --captcha off) the form has no captcha and signs in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('login-captcha')).toHaveCount(0);
  await expect(page.getByTestId('login-captcha-img')).toHaveCount(0);

  await page.getByTestId('login-username').fill(admin.username);
  await page.getByTestId('login-password').fill(admin.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('product').first()).toBeVisible();
});
