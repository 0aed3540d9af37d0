import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';
import { signIn } from './support/session';

// The catalogue's default (home alarm only), so most cards are disabled.
const ownMock = withOwnMock(() => ({}));

interface Look {
  opacity: number;
  borderStyle: string;
  borderColor: string;
}

async function look(card: Locator): Promise<Look> {
  return card.evaluate((element) => {
    const style = getComputedStyle(element);
    return { opacity: Number(style.opacity), borderStyle: style.borderTopStyle, borderColor: style.borderTopColor };
  });
}

async function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--primary)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`in the ${theme} theme, products not open yet look disabled and the open one stands out`, async ({ page }) => {
    if (theme === 'dark') {
      await page.goto('/login');
      await page.evaluate(() => localStorage.setItem('vigil:theme', JSON.stringify('dark')));
    }
    await signIn(page, ownMock());
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    const enabled = page.locator('[data-testid="product"][data-code="house"]');
    const disabled = page.locator('[data-testid="product"][data-disabled="true"]');
    // Once the product list has answered (until then a card is neither open nor closed).
    await expect(disabled).not.toHaveCount(0);
    await expect(disabled.first()).toHaveAttribute('aria-disabled', 'true');
    await expect(enabled).not.toHaveAttribute('aria-disabled', 'true');

    const open = await look(enabled);
    expect(open.opacity).toBe(1);
    expect(open.borderColor).toBe(await primaryColour(page));
    // The usable card is the brightest thing on the page: never darker than the page behind it.
    const luminance = await page.evaluate(() => {
      const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const light = (colour: string) => channels(colour).reduce((sum, c) => sum + c, 0);
      const card = document.querySelector('[data-testid="product"][data-code="house"]');
      const page = document.querySelector('[data-testid="chooser"]');
      return {
        card: light(getComputedStyle(card as Element).backgroundColor),
        page: light(getComputedStyle(page as Element).backgroundColor),
      };
    });
    if (theme === 'dark') expect(luminance.card).toBeGreaterThan(luminance.page);
    else expect(luminance.card).toBeGreaterThanOrEqual(luminance.page);
    for (const card of await disabled.all()) {
      const muted = await look(card);
      expect(muted.opacity).toBeLessThanOrEqual(0.7);
      expect(muted.borderStyle).toBe('dashed');
    }
  });
}
