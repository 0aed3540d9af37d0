import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

test('a 401 on three parallel calls shows exactly one session-expired dialog', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await expect(page.getByTestId('app-layout')).toBeVisible();

  // Count the API answers that carry business code 401, to prove three calls really failed together.
  const expired: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    const body = (await response.json().catch(() => undefined)) as { code?: unknown } | undefined;
    if (body?.code === 401) expired.push(response.url());
  });
  await mock.faults({ failNext: 3, code: 401 });
  // A reload of the message centre asks for several things at once.
  await page.getByTestId('message-centre').click();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('系统提示');
  await expect.poll(() => expired.length).toBe(3);
  // Give any straggling dialog the chance to appear before counting.
  await page.waitForTimeout(300);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);

  // Cancel keeps the user where they are.
  await page.getByTestId('session-cancel').click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('confirming the session-expired dialog logs out and goes to the login page', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await mock.faults({ failNext: 1, code: 401 });
  await page.getByTestId('message-centre').click();
  await page.getByTestId('session-relogin').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'za_token')).toBeUndefined();
});
