import type { Page } from '@playwright/test';
import { alarmPopup, enterLayoutListening, pagerText } from './support/alarm-popup';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { apiDeviceImeis } from './support/device-list';
import { expect, test } from './support/fixtures';
import { alarm, type AlarmPayload } from './support/mock-control';

const HOUSE = '15144628';
const FLAME = '15144642';

/** Records every Audio element and Notification the console makes (window.__audios, window.__notifications). */
async function recordAudioAndNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { __audios: HTMLAudioElement[]; __notifications: { title: string; body: string }[] };
    record.__audios = [];
    record.__notifications = [];
    const OriginalAudio = window.Audio;
    const RecordedAudio = function (this: unknown, src?: string) {
      const audio = new OriginalAudio(src);
      record.__audios.push(audio);
      return audio;
    } as unknown as typeof Audio;
    RecordedAudio.prototype = OriginalAudio.prototype;
    window.Audio = RecordedAudio;
    if (typeof window.Notification === 'function') {
      const OriginalNotification = window.Notification;
      class RecordedNotification extends OriginalNotification {
        constructor(title: string, options?: NotificationOptions) {
          record.__notifications.push({ title, body: options?.body ?? '' });
          super(title, options);
        }
      }
      window.Notification = RecordedNotification;
    }
  });
}

const audioPaused = (page: Page) => page.evaluate(() => (window as unknown as { __audios: HTMLAudioElement[] }).__audios.every((audio) => audio.paused));
const notifications = (page: Page) => page.evaluate(() => (window as unknown as { __notifications: { title: string; body: string }[] }).__notifications);

/** An alarm of a real device of `productId` (its first device, as the admin's API lists it). */
async function deviceAlarm(page: Page, productId: string, type = '2'): Promise<AlarmPayload> {
  const { imeis } = await apiDeviceImeis(page, productId, { pageSize: 1 });
  const sn = imeis[0];
  if (!sn) throw new Error(`no device of product ${productId} in the seed`);
  return { ...alarm({ sn, type }), proBh: productId };
}

test.beforeEach(async ({ page, mock }) => {
  await recordAudioAndNotifications(page);
  await enterLayoutListening(page, mock);
});

test('the popup names the alarm type in words; View opens the device in its own module’s real-time page', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  const flame = await deviceAlarm(page, FLAME, '1');
  await mock.pushAlarms(flame);
  await expect(popup.items.first()).toContainText(flame.sn);
  await expect(popup.root.getByTestId('alarm-type')).toHaveText('低报');

  // The house module is open; the flame alarm leads into the flame module, stored as the chooser stores it.
  await popup.root.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(new RegExp(`/flame-data/data\\?imei=${flame.sn}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('实时数据');
  const rows = page.getByRole('main').getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(flame.sn);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'module')?.value).toBe('flame');
});

test('Dispatch opens the work-order form prefilled from the alarm, and saving creates a pending work order', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  const house = await deviceAlarm(page, HOUSE);
  await mock.pushAlarms(house);
  await expect(popup.items.first()).toContainText(house.sn);

  await popup.root.getByRole('button', { name: '派发工单' }).click();
  const dialog = page.getByRole('dialog', { name: '派发工单' });
  await expect(dialog.getByLabel('工单信息')).toHaveValue(new RegExp(`高报.*${house.sn}`));
  await dialog.getByRole('textbox', { name: '负责人', exact: true }).fill('张工');
  await dialog.getByRole('textbox', { name: '负责人电话' }).fill('13800138000');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog).toBeHidden();

  const orders = await apiAs<{ rows: { imei: string | null; status: string; handler: string; info: string; number: string }[] }>(page, 'GET', `/senstor/alarm/gdList?pageNum=1&pageSize=10&imei=${house.sn}&productId=${HOUSE}`);
  const order = orders.rows.find((row) => row.imei === house.sn && row.handler === '张工');
  expect(order?.status).toBe('pending');
  expect(order?.info).toContain(house.sn);
  // The order is linked to the stored alarm, which now reads dispatched.
  const stored = await apiAs<{ rows: { imei: string; dispatched: boolean }[] }>(page, 'POST', '/sensor/alarm/list', { json: { productId: HOUSE, imei: house.sn, pageNum: 1, pageSize: 1 } });
  expect(stored.rows[0]).toMatchObject({ imei: house.sn, dispatched: true });

  // And the module's work-order list shows it, pending.
  await page.getByTestId('sidebar').locator('a[data-kind="workOrders"]').click();
  await page.getByRole('textbox', { name: '工单编号' }).fill(order?.number ?? '');
  await page.getByRole('button', { name: '搜索' }).click();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('张工');
  await expect(rows.first().locator('[data-status]')).toHaveText('待处理');
});

test('Confirm removes the alarm, and confirming the last one pauses the alarm sound', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  const [first, second] = [alarm(), alarm()];
  await mock.pushAlarms(first);
  await mock.pushAlarms(second);
  await expect(popup.pager).toHaveText(pagerText(1, 2));
  // Browsers start the sound on the first gesture (autoplay policy): a click in the page is one.
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect.poll(() => audioPaused(page)).toBe(false);

  await popup.root.getByRole('button', { name: '确认' }).click();
  await expect(popup.pager).toHaveText(pagerText(1, 1));
  await expect(popup.items.first()).toContainText(first.sn);
  expect(await audioPaused(page)).toBe(false);

  await popup.root.getByRole('button', { name: '确认' }).click();
  await expect(popup.items).toHaveCount(0);
  await expect.poll(() => audioPaused(page)).toBe(true);
});

test('while closed, the bell counts the alarms not yet seen, and the tab title carries the active count', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  await expect(page).not.toHaveTitle(/^\(\d+\)/);
  // Closed through the alarm push switch (with no alarm yet, the popup shows only the bell).
  await page.getByTestId('alarm-drawer-open').click();
  await page.getByTestId('alarm-push-switch').click();
  await page.keyboard.press('Escape');
  await expect(popup.root).toHaveAttribute('data-state', 'closed');

  await mock.pushAlarms(alarm());
  await mock.pushAlarms(alarm());
  await expect(page.getByTestId('alarm-bell-count')).toHaveText('2');
  await expect(popup.bell).toHaveAccessibleName(/2 条未查看报警/);
  await expect(page).toHaveTitle(/^\(2\) .*智安云监测平台$/);

  // Opening the popup shows one; the title still counts both, as both are active.
  await popup.bell.click();
  await expect(page.getByTestId('alarm-bell-count')).toHaveCount(0);
  await expect(page).toHaveTitle(/^\(2\) /);
});

test('keyboard: Tab reaches the pager, the arrow keys page, Escape minimises; a new alarm is announced politely', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  const [first, second] = [alarm(), alarm()];
  await mock.pushAlarms(first);
  await mock.pushAlarms(second);
  await expect(popup.pager).toHaveText(pagerText(1, 2));
  await expect(page.getByTestId('alarm-announcer')).toHaveText(`新报警：高报，设备 ${second.sn}`);
  await expect(page.getByTestId('alarm-announcer')).toHaveAttribute('aria-live', 'polite');
  // The announcement did not take the focus.
  expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="alarm-popup"]') ?? null)).toBeNull();

  const next = popup.root.getByTestId('alarm-next');
  for (let presses = 0; presses < 100 && !(await next.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  // The focus is visible: a ring drawn around the control.
  expect(await next.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');

  await page.keyboard.press('ArrowRight');
  await expect(popup.pager).toHaveText(pagerText(2, 2));
  await expect(popup.items.first()).toContainText(first.sn);
  await page.keyboard.press('ArrowLeft');
  await expect(popup.pager).toHaveText(pagerText(1, 2));
  await page.keyboard.press('Escape');
  await expect(popup.root).toHaveAttribute('data-state', 'minimised');
  await expect(popup.bell).toBeFocused();
});

test('while the tab is hidden, a new alarm shows a desktop notification', async ({ page, mock }) => {
  await page.context().grantPermissions(['notifications']);
  const pushed = alarm();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await mock.pushAlarms(pushed);
  await expect.poll(() => notifications(page)).toEqual([{ title: '新报警：高报', body: expect.stringContaining(pushed.sn) }]);
});

test('while the tab is visible, no desktop notification is shown', async ({ page, mock }) => {
  await page.context().grantPermissions(['notifications']);
  const pushed = alarm();
  await mock.pushAlarms(pushed);
  await expect(alarmPopup(page).items.first()).toContainText(pushed.sn);
  expect(await notifications(page)).toEqual([]);
});

test('the expanded popup with its actions has no serious accessibility violations', async ({ page, mock }) => {
  const popup = alarmPopup(page);
  await mock.pushAlarms(await deviceAlarm(page, HOUSE));
  await expect(popup.root).toHaveAttribute('data-state', 'expanded');
  await expect(popup.root.getByRole('button', { name: '确认' })).toBeVisible();
  const violations = await seriousViolations(page, '[data-testid="alarm-popup"]');
  expect(violations, describeViolations(violations)).toEqual([]);
});
