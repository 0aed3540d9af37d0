import { expect, test } from './support/fixtures';
import { adminPhone } from './support/session';

test('phone + SMS code login: the send button counts down two minutes, and the code signs in', async ({
  page,
  mock,
  request,
}) => {
  const phone = await adminPhone(request, mock);
  await page.goto('/login');
  await page.getByTestId('login-tab-phone').click();
  await page.getByTestId('login-phone').fill(phone);
  const send = page.getByTestId('login-send-code');
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send).toContainText(/11\d|120/);

  await page.getByTestId('login-sms-code').fill(await mock.captchaAnswer(`phone:${phone}`));
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('product').first()).toBeVisible();
});

test('a wrong SMS code is refused with a message and no sign-in', async ({ page, mock, request }) => {
  const phone = await adminPhone(request, mock);
  await page.goto('/login');
  await page.getByTestId('login-tab-phone').click();
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-send-code').click();
  await expect(page.getByTestId('login-send-code')).toBeDisabled();
  const right = await mock.captchaAnswer(`phone:${phone}`);
  await page.getByTestId('login-sms-code').fill(right === '000000' ? '111111' : '000000');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-form').getByRole('alert').or(page.getByTestId('toast')).first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
