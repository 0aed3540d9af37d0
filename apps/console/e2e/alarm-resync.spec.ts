import type { Page } from '@playwright/test';
import { alarmPopup, pagerText, waitForAlarmSocket } from './support/alarm-popup';
import { expect, test } from './support/fixtures';
import { apiDeviceImeis } from './support/device-list';
import { alarm } from './support/mock-control';
import { withOwnMock } from './support/own-mock';
import { enterLayout, operator, switchLanguage } from './support/session';

// Its own vigil-mock (every product open): holding the sockets down here cannot disturb other specs.
const ownMock = withOwnMock(() => ({ products: 'all' }));

const FLAME_PRODUCT_ID = '15144642';

test.beforeEach(async () => {
  await ownMock().reset();
});

/** A UTC wall clock `seconds` from now, as `alarm()` writes its time. */
const utcClock = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
const alarmAt = (seconds: number) => {
  const one = alarm();
  return { ...one, alarmVo: { ...one.alarmVo, timeStamp: utcClock(seconds) } };
};

/** The IMEIs the popup holds, read by paging through it from the first alarm. */
async function popupSns(page: Page, total: number): Promise<string[]> {
  const popup = alarmPopup(page);
  const sns: string[] = [];
  for (let index = 0; index < total; index++) {
    await expect(popup.pager).toHaveText(pagerText(index + 1, total));
    // The details follow the pager at a lower priority (useDeferredValue): wait for them to leave the previous
    // alarm. The held alarms are distinct, so a repeated one fails here, as it should.
    const previous = sns.at(-1);
    if (previous !== undefined) await expect(popup.items.first()).not.toHaveAttribute('data-sn', previous);
    sns.push((await popup.items.first().getAttribute('data-sn')) ?? '');
    if (index < total - 1) await popup.root.getByTestId('alarm-next').click();
  }
  return sns;
}

test('alarms pushed while the sockets are down all appear once after they come back', async ({ page }) => {
  test.slow();
  const control = ownMock();
  await enterLayout(page, control);
  await waitForAlarmSocket(page);
  const popup = alarmPopup(page);
  // A second apart each, so their order is known (times go to the second).
  const before = alarmAt(-10);
  await control.pushAlarms(before);
  await expect(popup.items.first()).toContainText(before.sn);

  await control.socketsDown();
  await expect(popup.bell).toHaveAttribute('data-connected', 'false');
  const missed = Array.from({ length: 5 }, (_, index) => alarmAt(index - 5));
  for (const one of missed) await control.pushAlarms(one);
  // Nothing reached the page meanwhile.
  await expect(popup.pager).toHaveText(pagerText(1, 1));
  await control.socketsUp();

  await expect(popup.bell).toHaveAttribute('data-connected', 'true', { timeout: 15_000 });
  await expect(popup.pager).toHaveText(/\/\s*6\s*$/);
  const sns = await popupSns(page, 6);
  expect(new Set(sns).size).toBe(6);
  // Each once, newest first: the five missed ones above the one held before the drop.
  expect(sns).toEqual([...missed.reverse(), before].map((a) => a.sn));
});

test('an alarm in flight when the page reloads is still there after it', async ({ page }) => {
  const control = ownMock();
  // An IMEI for the alarm; its time is taken when it is raised, below.
  const { sn } = alarm();
  // The alarm's frame never reaches the first page, as when it is on the wire while the page goes away; the
  // page after the reload gets every frame.
  let firstPage = true;
  await page.routeWebSocket(/\/ws\/alarm/, (ws) => {
    const server = ws.connectToServer();
    const dropping = firstPage;
    server.onMessage((message) => {
      if (!(dropping && String(message).includes(sn))) ws.send(message);
    });
    ws.onMessage((message) => server.send(message));
  });
  await enterLayout(page, control);
  await waitForAlarmSocket(page);
  const pushed = alarm({ sn });
  await control.pushAlarms(pushed);
  const popup = alarmPopup(page);
  await expect(popup.root).not.toContainText(sn);
  firstPage = false;
  await page.reload();
  await expect(popup.items.first()).toContainText(pushed.sn);
  await expect(popup.pager).toHaveText(pagerText(1, 1));
});

test('switching to English makes the next alarm English without a reload', async ({ page }) => {
  const control = ownMock();
  await enterLayout(page, control);
  await waitForAlarmSocket(page);
  const popup = alarmPopup(page);
  await control.generateAlarms(1);
  await expect(popup.items.first()).toContainText(/高报|低报|故障|离线/);

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await switchLanguage(page, 'English');
  await waitForAlarmSocket(page);
  await control.generateAlarms(1);
  await expect(popup.pager).toHaveText(pagerText(1, 2));
  const state = popup.items.first().locator('dd').nth(1);
  // An oxygen alarm is worded as a deficiency or an enrichment (docs/console.md, Alarm thresholds).
  await expect(state).toHaveText(/High alarm|Low alarm|Low \(deficiency\)|High \(enrichment\)|Fault|Offline/);
  // The alarm's own words are English: the kind and the probe, only the device's name is data.
  await expect(state).not.toHaveText(/高报|低报|故障|离线/);
  expect(navigations).toBe(0);
});

test('the house-only operator gets house alarms, not flame ones', async ({ page }) => {
  const control = ownMock();
  await enterLayout(page, control, operator);
  await waitForAlarmSocket(page);
  const popup = alarmPopup(page);
  const flame = { ...alarm(), proBh: FLAME_PRODUCT_ID };
  // A device the operator's list holds: its feed follows its data scope (issue 27).
  const [own] = (await apiDeviceImeis(page, alarm().proBh)).imeis;
  const house = { ...alarm(), sn: String(own) };
  await control.pushAlarms([flame, house]);
  await expect(popup.items.first()).toContainText(house.sn);
  await expect(popup.pager).toHaveText(pagerText(1, 1));
  await expect(popup.root).not.toContainText(flame.sn);
});

test.describe('in a browser in UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('an alarm time is shown in the browser’s zone, not the server’s', async ({ page }) => {
    const control = ownMock();
    await enterLayout(page, control);
    await waitForAlarmSocket(page);
    const popup = alarmPopup(page);
    // Written as the backend writes times: in its zone, Asia/Shanghai (UTC+8).
    const pushed = { ...alarm(), alarmVo: { ...alarm().alarmVo, timeStamp: '2026-11-23 18:30:00' } };
    await control.pushAlarms(pushed, 'Asia/Shanghai');
    await expect(popup.items.first()).toContainText(pushed.sn);
    await expect(popup.items.first()).toContainText('2026-11-23 10:30:00');
    await expect(popup.items.first()).not.toContainText('18:30');
  });
});
