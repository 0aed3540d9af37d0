import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page on screen is the URL's, and takes input: after a navigation the page before stays on screen,
 * inert, while the next one's code loads (app/use-shown-location.ts), and `<main data-page>` names the page shown.
 */
export async function urlPageShown(page: Page): Promise<void> {
  const url = new URL(page.url());
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('data-page', `${url.pathname}${url.search}`);
  await expect(main).not.toHaveAttribute('inert');
}
