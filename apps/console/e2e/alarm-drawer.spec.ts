import { alarmPopup, enterLayoutListening } from './support/alarm-popup';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';

test('the alarm push drawer is 20 % wide; its push switch closes the popup and its sound switch mutes', async ({
  page,
  mock,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterLayoutListening(page, mock);
  const popup = alarmPopup(page);
  await mock.pushAlarms(alarm());
  await expect(popup.root).toHaveAttribute('data-state', 'expanded');
  const soundBefore = await page.getByTestId('sound-toggle').getAttribute('aria-pressed');

  await page.getByTestId('alarm-drawer-open').click();
  const drawer = page.getByTestId('alarm-drawer');
  await expect(drawer).toBeVisible();
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(256);

  await drawer.getByTestId('alarm-push-switch').click();
  await expect(popup.root).toHaveAttribute('data-state', 'closed');
  await drawer.getByTestId('alarm-sound-switch').click();
  await expect(page.getByTestId('sound-toggle')).not.toHaveAttribute('aria-pressed', soundBefore ?? '');

  await drawer.getByTestId('alarm-push-switch').click();
  await expect(popup.root).not.toHaveAttribute('data-state', 'closed');
});
