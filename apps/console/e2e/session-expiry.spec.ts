import type { Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

// Opened with a full load, /message/message asks for its notice list and the unread count at once once the user is
// known (the top bar and the page share the count's query: a third call is made only when the page mounts after the
// first count has failed, which depends on how fast its chunk loads; held here, the count has not failed by then).
const NOTICE_CALLS = '**/api/system/notice/**';
const isNoticeList = (url: string) => new URL(url).pathname.endsWith('/system/notice/user/list');

test('a 401 on parallel calls shows exactly one session-expired dialog', async ({ page, mock }) => {
  await enterLayout(page, mock);
  // The module home's own calls (its top bar's unread count among them) finish before the 401s start.
  await page.waitForLoadState('networkidle');
  // Every notice call is held, then answered 401: the list's last, so that the page's own sign of having read it (its
  // error state) comes after every other 401 has been read, and a second dialog would have shown by then.
  const held: Route[] = [];
  let expired = 0;
  const answer = (route: Route) => {
    expired += 1;
    return route.fulfill({ json: { code: 401, msg: '登录状态已过期' } });
  };
  await page.route(NOTICE_CALLS, (route) => {
    if (expired > 0) return answer(route);
    held.push(route);
  });

  await page.goto('/message/message');
  await expect.poll(() => held.map((route) => isNoticeList(route.request().url()))).toContain(true);
  await expect.poll(() => held.length, 'the count and the list are both asked').toBeGreaterThanOrEqual(2);
  const list = held.find((route) => isNoticeList(route.request().url())) as Route;
  for (const route of held.filter((other) => other !== list)) {
    const finished = page.waitForEvent('requestfinished', (request) => request === route.request());
    await answer(route);
    await finished;
  }
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('系统提示');
  await answer(list);
  // Behind the modal dialog, so hidden from the accessibility tree: found with includeHidden.
  await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: '加载失败' })).toBeVisible();
  expect(expired).toBeGreaterThanOrEqual(2);
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
  // The message centre's own list answers 401: no call of the layout still under way (the alarm resync, the counts)
  // can take the fault first and open the dialog over the top bar before it is clicked.
  await mock.faults({ failNext: 1, code: 401, path: '/system/notice/user/list' });
  await page.getByTestId('message-centre').click();
  await page.getByTestId('session-relogin').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'za_token')).toBeUndefined();
});
