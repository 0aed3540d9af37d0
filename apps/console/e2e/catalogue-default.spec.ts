import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';
import { signIn } from './support/session';

// vigil-mock without --products: the catalogue's default of spec §1, the home alarm only.
const ownMock = withOwnMock(() => ({}));

test('the chooser lists 15 products; only the home alarm is open, a disabled one says so', async ({ page }) => {
  await signIn(page, ownMock());
  await expect(page.getByTestId('product')).toHaveCount(15);
  await expect(page.locator('[data-testid="product"][data-disabled="false"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="product"][data-code="house"]')).toHaveAttribute('data-disabled', 'false');

  // aria-disabled, yet still clickable for a user: force skips Playwright's enabled check, not the click.
  await page.locator('[data-testid="product"][data-code="hat"]').click({ force: true });
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('产品暂未开放')).toBeVisible();
});
