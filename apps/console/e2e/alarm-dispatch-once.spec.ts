import type { Page } from '@playwright/test';
import { alarmPopup, enterLayoutListening, waitForAlarmSocket } from './support/alarm-popup';
import { apiAs } from './support/api';
import { apiDeviceImeis } from './support/device-list';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';

const HOUSE = '15144628';

interface StoredAlarm {
  id: number;
  imei: string;
  dispatched: boolean;
}

interface Order {
  id: number;
  number: string;
  alarmId: number | null;
  handler: string;
}

/** The newest stored alarm of a house device (what the popup's alarm is), as the signed-in user's API answers it. */
async function storedAlarm(page: Page, imei: string): Promise<StoredAlarm> {
  const list = await apiAs<{ rows: StoredAlarm[] }>(page, 'POST', '/sensor/alarm/list', { json: { productId: HOUSE, imei, pageNum: 1, pageSize: 1 } });
  const [row] = list.rows;
  if (!row) throw new Error(`no stored alarm of ${imei}`);
  return row;
}

/** The work orders dispatched from one alarm. */
async function ordersOf(page: Page, alarmId: number): Promise<Order[]> {
  return (await apiAs<{ rows: Order[] }>(page, 'GET', `/senstor/alarm/gdList?pageNum=1&pageSize=50&productId=${HOUSE}&alarmId=${alarmId}`)).rows;
}

/** POST /sensor/alarm/addGd as the signed-in user, in `language` (the mock answers a refusal in the request's language). */
async function dispatchThroughApi(page: Page, body: Record<string, unknown>, language: 'zh-CN' | 'en') {
  const token = (await page.context().cookies()).find((c) => c.name === 'za_token')?.value;
  const response = await page.request.post('/api/sensor/alarm/addGd', { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language }, data: body });
  return (await response.json()) as { code: number; msg?: string };
}

test('an alarm is dispatched once: afterwards the popup and the alarm list offer 查看工单, which opens its order, and vigil-mock refuses a second order', async ({ page, mock }) => {
  await enterLayoutListening(page, mock);
  const [sn] = (await apiDeviceImeis(page, HOUSE, { pageSize: 1 })).imeis;
  if (!sn) throw new Error('no house device in the seed');
  await mock.pushAlarms({ ...alarm({ sn, type: '2' }), proBh: HOUSE });
  const popup = alarmPopup(page);
  await expect(popup.items.first()).toContainText(sn);
  await expect(popup.root.getByRole('button', { name: '查看工单' })).toHaveCount(0);

  await popup.root.getByRole('button', { name: '派发工单' }).click();
  const dialog = page.getByRole('dialog', { name: '派发工单' });
  await dialog.getByRole('textbox', { name: '负责人', exact: true }).fill('张工');
  await dialog.getByRole('textbox', { name: '负责人电话' }).fill('13800138000');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('工单派发成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same alarm on show now offers its order, and no second dispatch.
  const viewOrder = popup.root.getByRole('button', { name: '查看工单' });
  await expect(viewOrder).toBeVisible();
  await expect(popup.root.getByRole('button', { name: '派发工单' })).toHaveCount(0);

  // The order records its alarm, and the alarm reads dispatched.
  const stored = await storedAlarm(page, sn);
  expect(stored.dispatched).toBe(true);
  const [order, ...more] = await ordersOf(page, stored.id);
  expect(more).toEqual([]);
  expect(order).toMatchObject({ alarmId: stored.id, handler: '张工' });
  if (!order) throw new Error('the dispatched order is not listed');

  // Through the API, a second order for that alarm is refused with the message, in the request's language; none is added.
  const second = { alarmId: stored.id, info: '再派一次', level: 'ordinary', handler: '李四', handlerPhone: '13900139000' };
  expect(await dispatchThroughApi(page, second, 'zh-CN')).toEqual({ code: 500, msg: `报警 ${stored.id} 已派发工单 ${order.number}，同一报警只能派发一次` });
  expect(await dispatchThroughApi(page, second, 'en')).toEqual({ code: 500, msg: `Alarm ${stored.id} already has work order ${order.number}: an alarm is dispatched once` });
  // Nor can an order skip the link to its alarm.
  expect((await dispatchThroughApi(page, { ...second, alarmId: undefined, imei: sn }, 'zh-CN')).msg).toBe('派发工单需要指明报警');
  expect((await ordersOf(page, stored.id)).map((o) => o.number)).toEqual([order.number]);

  // 查看工单 in the popup opens the module's work-order list on that order alone.
  await viewOrder.click();
  await expect(page).toHaveURL((url) => url.pathname === '/operation' && url.searchParams.get('number') === order.number);
  const orderRows = page.getByRole('main').getByRole('table').locator('tbody tr');
  await expect(orderRows).toHaveCount(1);
  await expect(orderRows.first()).toContainText(order.number);
  await expect(orderRows.first()).toContainText('张工');

  // The alarm list: the dispatched row offers 查看工单 and no 派单, and it opens the same order.
  await page.goto(`/house-alarm/alarm?imei=${sn}`);
  const first = page.getByRole('main').getByRole('table').locator('tbody tr').first();
  await expect(first).toContainText('已派单');
  await expect(first.getByRole('button', { name: /^派单/ })).toHaveCount(0);
  await first.getByRole('button', { name: /^查看工单/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/operation' && url.searchParams.get('number') === order.number);
  await expect(orderRows).toHaveCount(1);
  await expect(orderRows.first()).toContainText(order.number);
});

test('the popup folds down to the bell once its last alarm is confirmed, and the next alarm opens it again', async ({ page, mock }) => {
  await enterLayoutListening(page, mock);
  const popup = alarmPopup(page);
  await mock.pushAlarms(alarm({ type: '2' }));
  await expect(popup.root).toHaveAttribute('data-state', 'expanded');
  await popup.root.getByRole('button', { name: '确认' }).click();

  await expect(popup.root).toHaveAttribute('data-state', 'minimised');
  // No empty card is left over the page: no pager, no "no alarm information", only the bell.
  await expect(popup.pager).toHaveCount(0);
  await expect(popup.root.getByText('暂无报警信息')).toHaveCount(0);
  await expect(popup.bell).toBeVisible();
  await expect(popup.bell).toBeFocused();

  // Not remembered as closed: a reload keeps it down, and a new alarm expands it.
  await page.reload();
  await expect(popup.root).toHaveAttribute('data-state', 'minimised');
  await waitForAlarmSocket(page);
  const next = alarm({ type: '1' });
  await mock.pushAlarms(next);
  await expect(popup.root).toHaveAttribute('data-state', 'expanded');
  await expect(popup.items.first()).toContainText(next.sn);
});
