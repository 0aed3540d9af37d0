import { alarmPopup, enterLayoutListening, waitForAlarmSocket } from './support/alarm-popup';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';

test.beforeEach(async ({ page, mock }) => enterLayoutListening(page, mock));

test('minimised survives a reload, and a new alarm expands it again', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  const first = alarm();
  await mock.pushAlarms(first);
  await expect(popup.root).toHaveAttribute('data-state', 'expanded');

  await popup.root.getByTestId('alarm-minimise').click();
  await expect(popup.root).toHaveAttribute('data-state', 'minimised');
  await page.reload();
  await expect(popup.root).toHaveAttribute('data-state', 'minimised');
  // The alarm list itself survived the reload too.
  await popup.root.getByTestId('alarm-expand').click();
  await expect(popup.root).toHaveAttribute('data-state', 'expanded');
  await expect(popup.items.first()).toContainText(first.sn);

  await popup.root.getByTestId('alarm-minimise').click();
  await waitForAlarmSocket(page);
  await mock.pushAlarms(alarm());
  await expect(popup.root).toHaveAttribute('data-state', 'expanded');
});

test('closed survives a reload: only the bell shows, and new alarms do not reopen it', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  await mock.pushAlarms(alarm());
  await expect(popup.root).toHaveAttribute('data-state', 'expanded');

  await popup.root.getByTestId('alarm-close').click();
  await expect(popup.root).toHaveAttribute('data-state', 'closed');
  await expect(popup.items).toHaveCount(0);
  await expect(popup.bell).toBeVisible();

  await page.reload();
  await expect(popup.root).toHaveAttribute('data-state', 'closed');
  await waitForAlarmSocket(page);
  const count = popup.bell.getByTestId('alarm-bell-count');
  const unseen = (await count.count()) === 0 ? 0 : Number(await count.textContent());
  await mock.pushAlarms(alarm());
  // The closed popup's bell counts the alarm once it has arrived: only then is "nothing reopened" a fact.
  await expect(count).toHaveText(String(unseen + 1));
  await expect(popup.root).toHaveAttribute('data-state', 'closed');
  await expect(popup.items).toHaveCount(0);
});
