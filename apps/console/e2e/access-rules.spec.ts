import { expect, test } from './support/fixtures';
import { openModule, operator, signIn } from './support/session';

test('the operator cannot open a module it lacks and lands on /', async ({ page, mock }) => {
  await signIn(page, mock, operator);
  // Its own module opens, so the refusals below are about access, not a broken route.
  await openModule(page, 'house');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/house'));

  await page.goto('/alarms/alarms');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('product').first()).toBeVisible();

  // An administration page opens by URL from any module (issue 23), so it is the page that refuses a user without it.
  await page.goto('/usermana/usermana');
  await expect(page.getByTestId('no-access')).toContainText('无权访问该页面');
  await expect(page.getByTestId('app-layout')).toHaveCount(0);
});

test('an unknown path shows /404', async ({ page, mock }) => {
  await signIn(page, mock);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL((url) => url.pathname === '/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
