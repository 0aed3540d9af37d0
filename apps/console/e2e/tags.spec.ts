import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

const pages = ['/house-device/device', '/house-data/data', '/house-data/history'] as const;
/** The house module's home page, where the layout opens. */
const home = '/house/house';

function tag(page: Page, path: string) {
  return page.locator(`[data-testid="tags-strip"] [data-testid="tag"][data-path="${path}"]`);
}

/** Opens each page through the sidebar menu, as a user would, so each one gets a tag. */
async function visitAll(page: Page): Promise<void> {
  for (const path of pages) {
    const link = page.getByTestId('sidebar').locator(`a[href$="${path}"]`);
    // In the mobile layout the menu is an overlay, opened by the menu button.
    if (!(await link.isVisible())) await page.getByTestId('sidebar-toggle').click();
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === path);
  }
  for (const path of pages) await expect(tag(page, path)).toHaveCount(1);
  await expect(tag(page, pages[2])).toHaveAttribute('data-active', 'true');
}

/** Runs a tags action: a visible button, or else an item of the strip's actions menu. */
async function tagAction(page: Page, action: 'tags-refresh' | 'tags-close-others' | 'tags-close-all'): Promise<void> {
  const control = page.getByTestId(action);
  if (!(await control.isVisible())) await page.getByTestId('tags-menu').click();
  await control.click();
}

test.beforeEach(async ({ page, mock }) => {
  await enterLayout(page, mock);
  await visitAll(page);
});

test('visited tags survive a reload', async ({ page }) => {
  await page.reload();
  for (const path of pages) await expect(tag(page, path)).toHaveCount(1);
  await expect(tag(page, pages[2])).toHaveAttribute('data-active', 'true');
});

test('an administration page opened by its URL from a product module has its own tag, and the module left takes its tags away', async ({ page }) => {
  // Typed or bookmarked: administration becomes the module, which clears the tags of the module left (RuoYi's
  // TagsView keeps the page on screen in the strip all the same).
  await page.goto('/usermana/usermana');
  await expect(page.locator('main[data-page="/usermana/usermana"]')).toBeVisible();
  await expect(tag(page, '/usermana/usermana')).toHaveAttribute('data-active', 'true');
  for (const path of pages) await expect(tag(page, path)).toHaveCount(0);
  // The next administration page, opened from the sidebar, joins it.
  await page.getByTestId('sidebar').locator('a[href$="/role/role"]').click();
  await expect(tag(page, '/role/role')).toHaveAttribute('data-active', 'true');
  await expect(tag(page, '/usermana/usermana')).toHaveCount(1);
});

test('clicking a tag opens its page', async ({ page }) => {
  await tag(page, pages[0]).click();
  await expect(page).toHaveURL((url) => url.pathname === pages[0]);
  await expect(tag(page, pages[0])).toHaveAttribute('data-active', 'true');
});

test('closing the active tag removes it and opens a neighbour', async ({ page }) => {
  await tag(page, pages[2]).getByTestId('tag-close').click();
  await expect(tag(page, pages[2])).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === pages[1]);
  await expect(tag(page, pages[1])).toHaveAttribute('data-active', 'true');

  // Closing an inactive tag leaves the current page alone.
  await tag(page, pages[0]).getByTestId('tag-close').click();
  await expect(tag(page, pages[0])).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === pages[1]);
});

test('close others keeps only the active tag (and fixed ones)', async ({ page }) => {
  await tag(page, pages[1]).click();
  await tagAction(page, 'tags-close-others');
  await expect(tag(page, pages[1])).toHaveAttribute('data-active', 'true');
  await expect(tag(page, pages[0])).toHaveCount(0);
  await expect(tag(page, pages[2])).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === pages[1]);
});

test('close all removes every visited tag but the module home, and opens the home page', async ({ page }) => {
  await tagAction(page, 'tags-close-all');
  for (const path of pages) await expect(tag(page, path)).toHaveCount(0);
  // The user stays in the module: its home page, with its tab.
  await expect(page).toHaveURL((url) => url.pathname === home);
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('tag')).toHaveCount(1);
  await expect(tag(page, home)).toHaveAttribute('data-active', 'true');
  await page.reload();
  await expect(page.getByTestId('tag')).toHaveCount(1);
  await expect(tag(page, home)).toHaveCount(1);
});

test('close others keeps the module home tab as well as the active one', async ({ page }) => {
  await tagAction(page, 'tags-close-others');
  await expect(page.getByTestId('tag')).toHaveCount(2);
  await expect(tag(page, home)).toHaveCount(1);
  await expect(tag(page, pages[2])).toHaveAttribute('data-active', 'true');
});

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the tags actions fold into one menu', async ({ page }) => {
    for (const action of ['tags-refresh', 'tags-close-others', 'tags-close-all']) await expect(page.getByTestId(action)).toHaveCount(0);
    await page.getByTestId('tags-menu').click();
    for (const action of ['tags-refresh', 'tags-close-others', 'tags-close-all']) await expect(page.getByTestId(action)).toBeVisible();
    await page.getByTestId('tags-close-all').click();
    await expect(page).toHaveURL((url) => url.pathname === home);
    await expect(page.getByTestId('tag')).toHaveCount(1);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('refresh re-mounts the active page through /redirect and comes back to it', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  // The history page's heading (role queries skip the kept-alive pages hidden behind it).
  const content = page.getByRole('main').getByRole('heading', { level: 1, name: '历史数据' });
  await expect(content).toBeVisible();
  // A marker on the rendered page: a re-mount replaces the element and loses it.
  await content.evaluate((element) => element.setAttribute('data-e2e-marker', 'before-refresh'));

  await tagAction(page, 'tags-refresh');
  await expect(page.locator('[data-e2e-marker="before-refresh"]')).toHaveCount(0);
  await expect(content).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === pages[2]);
  expect(visited).toContain(`/redirect${pages[2]}`);
  await expect(tag(page, pages[2])).toHaveAttribute('data-active', 'true');
  await expect(page.locator('[data-testid="tag"][data-path^="/redirect"]')).toHaveCount(0);
});
