import { alarmPopup, waitForAlarmSocket } from './support/alarm-popup';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';
import { enterLayout } from './support/session';

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('gets the mobile layout: the sidebar is an overlay, hidden until toggled', async ({ page, mock }) => {
    await enterLayout(page, mock);
    const layout = page.getByTestId('app-layout');
    await expect(layout).toHaveAttribute('data-mobile', 'true');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeHidden();

    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toBeInViewport();
    // An overlay: the main area keeps the full width instead of being pushed aside.
    const topBar = await page.getByTestId('top-bar').boundingBox();
    expect(topBar?.x ?? -1).toBe(0);
    expect(Math.round(topBar?.width ?? 0)).toBe(390);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the alarm push drawer is wide enough to use', async ({ page, mock }) => {
    await enterLayout(page, mock);
    await page.getByTestId('alarm-drawer-open').click();
    const drawer = page.getByTestId('alarm-drawer');
    await expect(drawer).toBeVisible();
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBeGreaterThanOrEqual(280);
    await expect(drawer).toBeInViewport({ ratio: 1 });
    // Its switches are reachable and work.
    const sound = page.getByTestId('alarm-sound-switch');
    const before = await sound.getAttribute('aria-checked');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  });

  test('"中文" in the language switch stays on one line', async ({ page, mock }) => {
    await enterLayout(page, mock);
    const lines = await page.getByTestId('lang-switch').evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const lineHeight = Number.parseFloat(getComputedStyle(element).fontSize) * 1.6;
      return { height: range.getBoundingClientRect().height, lineHeight, text: element.textContent };
    });
    expect(lines.text).toBe('中文');
    expect(lines.height).toBeGreaterThan(0);
    expect(lines.height).toBeLessThanOrEqual(lines.lineHeight);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the alarm popup never covers a form's buttons: it is docked below the page", async ({ page, mock }) => {
    await enterLayout(page, mock);
    await page.goto('/userinfo/userinfo');
    // The page load opened a new socket: wait for it, so the push reaches this page.
    await waitForAlarmSocket(page);
    const submit = page.locator('main form button[type="submit"]');
    await expect(submit).toBeVisible();
    await mock.pushAlarms(alarm());
    const popup = alarmPopup(page);
    await expect(popup.root).toHaveAttribute('data-state', 'expanded');
    await expect(popup.items).toHaveCount(1);

    // The page (and so every form on it) ends where the popup begins.
    await expect
      .poll(async () => {
        const main = await page.locator('main').boundingBox();
        const box = await popup.root.boundingBox();
        return main && box ? Math.round(main.y + main.height - box.y) : Number.NaN;
      })
      .toBeLessThanOrEqual(0);
    // The form's last button can be scrolled into view and clicked, not hidden under the popup.
    await submit.scrollIntoViewIfNeeded();
    const button = await submit.boundingBox();
    const box = await popup.root.boundingBox();
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);
    await submit.click({ trial: true });
  });
});

test('a desktop viewport gets the desktop layout, and shrinking under 992 px switches', async ({ page, mock }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterLayout(page, mock);
  const layout = page.getByTestId('app-layout');
  await expect(layout).toHaveAttribute('data-mobile', 'false');
  await expect(page.getByTestId('sidebar')).toBeInViewport();

  await page.setViewportSize({ width: 991, height: 800 });
  await expect(layout).toHaveAttribute('data-mobile', 'true');
});
