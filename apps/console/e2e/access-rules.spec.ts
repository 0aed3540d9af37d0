import { expect, test } from './support/fixtures';
import { openModule, operator, signIn } from './support/session';

test('the operator cannot open a module it lacks and lands on /', async ({ page, mock }) => {
  await signIn(page, mock, operator);
  // Its own module opens, so the refusals below are about access, not a broken route.
  await openModule(page, 'house');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/house'));

  for (const path of ['/alarms/alarms', '/usermana/usermana']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('product').first()).toBeVisible();
  }
});

test('an unknown path shows /404', async ({ page, mock }) => {
  await signIn(page, mock);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL((url) => url.pathname === '/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
