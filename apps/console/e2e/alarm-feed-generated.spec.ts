import { alarmPopup, enterLayoutListening } from './support/alarm-popup';
import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';

// The mock's own feed: alarms on its seeded devices, shaped as the real backend sends them.
const ownMock = withOwnMock(() => ({ alarmInterval: 300 }));

test('alarms the server generates on its own (vigil-mock --alarm-interval) fill the popup', async ({ page }) => {
  await enterLayoutListening(page, ownMock());
  const popup = alarmPopup(page);
  await expect(popup.root).toHaveAttribute('data-state', 'expanded');
  await expect(popup.items.first()).toContainText(/\d{6,}/);
  await expect(popup.pager).toHaveText(/^\s*1\s*\/\s*([2-9]|1[0-5])\s*$/);
});
