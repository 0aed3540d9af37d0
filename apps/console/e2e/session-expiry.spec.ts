import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

// Opened with a full load, /message/message asks for its notice list and the unread count at once once the user is
// known (the top bar and the page share the count's query: a third call is made only when the page mounts after the
// first count has failed, which depends on how fast its chunk loads).
const NOTICE_CALLS = '**/api/system/notice/**';

test('a 401 on parallel calls shows exactly one session-expired dialog', async ({ page, mock }) => {
  await enterLayout(page, mock);
  // The module home's own calls (its top bar's unread count among them) finish before the 401s start.
  await page.waitForLoadState('networkidle');
  let expired = 0;
  await page.route(NOTICE_CALLS, (route) => {
    expired += 1;
    return route.fulfill({ json: { code: 401, msg: '登录状态已过期' } });
  });

  await page.goto('/message/message');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('系统提示');
  await expect.poll(() => expired).toBeGreaterThanOrEqual(2);
  // Give a straggling second dialog the chance to appear before counting.
  await page.waitForTimeout(300);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);

  // Cancel keeps the user where they are.
  await page.getByTestId('session-cancel').click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/message/message');
});

test('the mock answering 401 (faults) opens the dialog; log in again signs out to the login page', async ({
  page,
  mock,
}) => {
  await enterLayout(page, mock);
  await mock.faults({ failNext: 1, code: 401 });
  await page.getByTestId('message-centre').click();
  await page.getByTestId('session-relogin').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'za_token')).toBeUndefined();
});
