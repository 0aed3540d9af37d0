import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

// The layout asks for the unread count on every load (spec §2): a call every test can break on demand.
const COUNT = '**/system/notice/user/count*';

test('a server error (code 500) shows the server message in an error toast for about 3 s', async ({ page, mock }) => {
  await page.route(COUNT, (route) => route.fulfill({ json: { code: 500, msg: 'E2E: the database is on fire' } }), {
    times: 1,
  });
  await enterLayout(page, mock);

  const toast = page.getByTestId('toast').filter({ hasText: 'E2E: the database is on fire' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-variant', 'error');
  const shown = Date.now();
  await expect(toast).toBeHidden({ timeout: 6_000 });
  const visibleFor = Date.now() - shown;
  expect(visibleFor).toBeGreaterThan(2_000);
  expect(visibleFor).toBeLessThan(4_500);
  // The page itself carries on.
  await expect(page.getByTestId('app-layout')).toBeVisible();
});

test('a code 400 answer toasts its message as an error too', async ({ page, mock }) => {
  await page.route(COUNT, (route) => route.fulfill({ json: { code: 400, msg: 'E2E: bad request' } }), { times: 1 });
  await enterLayout(page, mock);
  const toast = page.getByTestId('toast').filter({ hasText: 'E2E: bad request' });
  await expect(toast).toHaveAttribute('data-variant', 'error');
});

test('a transport failure shows an error toast for about 5 s', async ({ page, mock }) => {
  await page.route(COUNT, (route) => route.abort('connectionreset'), { times: 1 });
  await enterLayout(page, mock);

  const toast = page.getByTestId('toast').and(page.locator('[data-variant="error"]'));
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  const shown = Date.now();
  await page.waitForTimeout(3_500);
  // Still there after a server error's toast would have gone.
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 4_000 });
  expect(Date.now() - shown).toBeLessThan(6_500);
});
