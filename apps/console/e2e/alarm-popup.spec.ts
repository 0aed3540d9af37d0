import { alarmPopup, enterLayoutListening, pagerText } from './support/alarm-popup';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';

test.beforeEach(async ({ page, mock }) => enterLayoutListening(page, mock));

test('an alarm pushed through the control API is visible in the popup within 1 s', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  const pushed = alarm();
  const started = Date.now();
  await mock.pushAlarms(pushed);
  await expect(popup.items.first()).toContainText(pushed.sn, { timeout: 1_000 });
  const elapsed = Date.now() - started;
  console.log(`alarm visible ${elapsed} ms after the push`);
  expect(elapsed).toBeLessThanOrEqual(1_000);

  await expect(popup.root).toHaveAttribute('data-state', 'expanded');
  await expect(popup.pager).toHaveText(pagerText(1, 1));
});

test('20 distinct alarms show the newest 15', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  const pushed = Array.from({ length: 20 }, () => alarm());
  for (const one of pushed) await mock.pushAlarms(one);

  const newest = pushed[19]?.sn ?? '';
  await expect(popup.pager).toHaveText(pagerText(1, 15));
  await expect(popup.items.first()).toContainText(newest);
  // Paging to the end reaches the sixth pushed: the five oldest fell off.
  for (let step = 0; step < 14; step++) await popup.root.getByTestId('alarm-next').click();
  await expect(popup.pager).toHaveText(pagerText(15, 15));
  await expect(popup.items.first()).toContainText(pushed[5]?.sn ?? '');
});

test('a repeat of sn + alarm type replaces the older entry and moves it to the top', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  const [a, b, c] = [alarm(), alarm(), alarm()];
  for (const one of [a, b, c]) await mock.pushAlarms(one);
  await expect(popup.pager).toHaveText(pagerText(1, 3));
  await expect(popup.items.first()).toContainText(c.sn);

  await mock.pushAlarms(alarm({ sn: a.sn, type: a.alarmVo.alarm }));
  await expect(popup.items.first()).toContainText(a.sn);
  await expect(popup.pager).toHaveText(pagerText(1, 3));

  // Same sn, another alarm type: a separate entry.
  await mock.pushAlarms(alarm({ sn: a.sn, type: 'low' }));
  await expect(popup.pager).toHaveText(pagerText(1, 4));
});

test('the pager steps through the alarms', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  const [first, second] = [alarm(), alarm()];
  await mock.pushAlarms(first);
  await mock.pushAlarms(second);
  await expect(popup.pager).toHaveText(pagerText(1, 2));
  await expect(popup.items.first()).toContainText(second.sn);

  await popup.root.getByTestId('alarm-next').click();
  await expect(popup.pager).toHaveText(pagerText(2, 2));
  await expect(popup.root).toContainText(first.sn);

  await popup.root.getByTestId('alarm-prev').click();
  await expect(popup.pager).toHaveText(pagerText(1, 2));
});
