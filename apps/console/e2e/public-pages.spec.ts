import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

const publicPaths = ['/register', '/remember', '/download', '/appfile/12/user-manual.pdf'];

for (const path of publicPaths) {
  test(`${path} opens without a token, with no alarm socket`, async ({ page }) => {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByTestId('alarm-bell')).toHaveCount(0);
    expect(sockets).toEqual([]);
  });
}

test('the alarm popup and socket are off on /screen, on in the layout', async ({ page, mock }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await enterLayout(page, mock);
  await expect(page.getByTestId('alarm-bell')).toBeVisible();
  expect(sockets).toContain('/ws/alarm');

  sockets.length = 0;
  await page.goto('/screen');
  await expect(page).toHaveURL((url) => url.pathname === '/screen');
  // The screen's ticker rows come from its own alarm list call, made once the screen has mounted and answered after:
  // a popup or socket of the app's would have opened before they show.
  await expect(page.getByTestId('screen-ticker-row').first()).toBeVisible();
  await expect(page.getByTestId('alarm-bell')).toHaveCount(0);
  expect(sockets).toEqual([]);
});

test('the body scrolls only on appfile pages', async ({ page, mock }) => {
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflowY);
  await page.goto('/appfile/12/user-manual.pdf');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(await bodyOverflow()).not.toBe('hidden');

  await enterLayout(page, mock);
  expect(await bodyOverflow()).toBe('hidden');
});
