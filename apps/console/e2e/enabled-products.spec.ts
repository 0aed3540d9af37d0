import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';
import { signIn } from './support/session';

// vigil-mock --products flame,hat: the organisation has the flame detector and the helmet, not the home alarm.
const ownMock = withOwnMock(() => ({ products: ['flame', 'hat'] }));

const card = (page: Page, code: string) => page.locator(`[data-testid="product"][data-code="${code}"]`);

test('the chooser opens the products the backend enables, and an enabled card opens its module', async ({ page }) => {
  await signIn(page, ownMock());
  await expect(page.getByTestId('product')).toHaveCount(15);
  await expect(card(page, 'flame')).toHaveAttribute('data-disabled', 'false');
  await expect(card(page, 'hat')).toHaveAttribute('data-disabled', 'false');
  await expect(card(page, 'house')).toHaveAttribute('data-disabled', 'true');
  await expect(page.locator('[data-testid="product"][data-disabled="false"]')).toHaveCount(2);
  await expect(card(page, 'flame')).toContainText('产品编号 15144642');

  // The home alarm, open by the catalogue's default, is not this organisation's: it says so and stays on /.
  await card(page, 'house').click({ force: true });
  await expect(page.getByText('产品暂未开放')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await card(page, 'flame').click();
  await expect(page).toHaveURL((url) => url.pathname === '/flame/flame');
  await expect(page.getByTestId('app-layout')).toBeVisible();
});
