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

test('the chooser lists 15 products; only the home alarm is open, a disabled one says so', async ({ page, mock }) => {
  await signIn(page, mock);
  await expect(page.getByTestId('product')).toHaveCount(15);
  await expect(page.locator('[data-testid="product"][data-disabled="false"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="product"][data-code="house"]')).toHaveAttribute('data-disabled', 'false');

  // aria-disabled, yet still clickable for a user: force skips Playwright's enabled check, not the click.
  await page.locator('[data-testid="product"][data-code="hat"]').click({ force: true });
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('产品暂未开放')).toBeVisible();
});

test('an unknown path shows /404', async ({ page, mock }) => {
  await signIn(page, mock);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL((url) => url.pathname === '/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
