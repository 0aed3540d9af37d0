import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { MockControl } from './support/mock-control';
import { adminPhone, signInThroughForm } from './support/session';

/** A text field by its accessible name (the visible label, without the required mark). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Sends the SMS code to `phone` from the form on screen and types the code the mock issued. */
async function enterSmsCode(page: Page, mock: MockControl, phone: string): Promise<void> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /获取验证码|\d+/ })).toBeDisabled();
  await field(page, '短信验证码').fill(await mock.captchaAnswer(`phone:${phone}`));
}

test('registering with a phone and SMS code returns to login, where the new account signs in', async ({ page, mock }) => {
  const phone = '13912345678';
  await page.goto('/register');
  await field(page, '账号').fill('newcomer');
  await field(page, '密码').fill('secret99');
  await field(page, '确认密码').fill('secret99');
  await field(page, '手机号').fill(phone);
  await enterSmsCode(page, mock, phone);
  await page.getByRole('button', { name: '注 册' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('toast').filter({ hasText: '注册成功，请登录' })).toBeVisible();
  await signInThroughForm(page, mock, { username: 'newcomer', password: 'secret99' });
  // Signed in: a new account holds no menus until an administrator grants some, and the chooser says so (issue 23).
  await expect(page.getByTestId('chooser-no-access')).toBeVisible();
});

test('a registration with mismatched passwords is refused on the page and keeps what was typed', async ({ page }) => {
  await page.goto('/register');
  await field(page, '账号').fill('newcomer');
  await field(page, '密码').fill('secret99');
  await field(page, '确认密码').fill('secret98');
  await field(page, '手机号').fill('13912345678');
  await field(page, '短信验证码').fill('123456');
  await page.getByRole('button', { name: '注 册' }).click();
  await expect(field(page, '确认密码')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL((url) => url.pathname === '/register');
  await expect(field(page, '账号')).toHaveValue('newcomer');
});

test('password recovery by SMS code sets a new password that then signs in', async ({ page, mock, request }) => {
  const phone = await adminPhone(request, mock);
  await page.goto('/remember');
  await field(page, '手机号').fill(phone);
  await enterSmsCode(page, mock, phone);
  await field(page, '新密码').fill('renewed99');
  await field(page, '确认密码').fill('renewed99');
  await page.getByRole('button', { name: '重置密码' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('toast').filter({ hasText: '密码已重置，请登录' })).toBeVisible();
  await signInThroughForm(page, mock, { username: 'admin', password: 'renewed99' });
  await expect(page.getByTestId('product').first()).toBeVisible();
});
