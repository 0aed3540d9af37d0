import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { apiDeviceImeis } from './support/device-list';
import { expect, test } from './support/fixtures';
import { lastWeek } from './support/last-week';
import { alarm } from './support/mock-control';
import { openModule, signIn } from './support/session';

const HOUSE = '15144628';

interface Order {
  number: string;
  handler: string;
  handlerPhone: string;
}

interface Person {
  id: number;
  name: string;
  phone: string;
}

/** The signed-in user's name and phone: a person in charge is known by phone (the number the order's SMS goes to). */
async function profile(page: Page): Promise<{ nickName: string; phonenumber: string }> {
  return (await apiAs<{ data: { nickName: string; phonenumber: string } }>(page, 'GET', '/system/user/profile')).data;
}

const table = (page: Page) => page.getByRole('main').getByRole('table');

test('the dispatch form offers the 工单负责人 list, and the admin’s 我的工单 lists only the orders assigned to the admin', async ({ page, mock }) => {
  await signIn(page, mock);
  const me = await profile(page);
  // The admin as a person in charge (set-up, through the API as the 工单负责人 page would).
  expect((await apiAs<{ code: number }>(page, 'POST', '/gdtz/ry', { json: { name: me.nickName, phone: me.phonenumber } })).code).toBe(200);
  const persons = (await apiAs<{ rows: Person[] }>(page, 'GET', '/gdtz/ry?pageNum=1&pageSize=200')).rows;
  await openModule(page, 'house');

  // Dispatch from an alarm without an order (one just raised), picking the person from the list: the name and phone
  // fill themselves in.
  const [imei] = (await apiDeviceImeis(page, HOUSE, { pageSize: 1 })).imeis;
  await mock.pushAlarms(alarm({ sn: imei, type: '2' }));
  await page.goto(`/house-alarm/alarm?dispatched=false&imei=${imei}`);
  const row = table(page).locator('tbody tr').first();
  await expect(row).toContainText('未派单');
  await row.getByRole('button', { name: /^派单/ }).click();
  const dialog = page.getByRole('dialog', { name: '派发工单' });
  await dialog.getByRole('combobox', { name: '工单负责人' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(persons.map((p) => `${p.name} ${p.phone}`));
  await options.filter({ hasText: me.phonenumber }).click();
  await expect(dialog.getByRole('textbox', { name: '负责人', exact: true })).toHaveValue(me.nickName);
  await expect(dialog.getByRole('textbox', { name: '负责人电话' })).toHaveValue(me.phonenumber);
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('工单派发成功')).toBeVisible();

  // Everyone's orders are the list's; the admin's are those whose person in charge has the admin's phone.
  const everyone = (await apiAs<{ rows: Order[] }>(page, 'GET', `/senstor/alarm/gdList?pageNum=1&pageSize=1000&productId=${HOUSE}`)).rows;
  const mine = everyone.filter((o) => o.handlerPhone === me.phonenumber);
  expect(mine.length).toBeGreaterThan(0);
  expect(everyone.length).toBeGreaterThan(mine.length);

  await page.getByTestId('sidebar').getByRole('link', { name: '我的工单' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('我的工单');
  await expect(page.getByText(`共 ${mine.length} 条`)).toBeVisible();
  const rows = table(page).locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(mine.length, 10));
  for (const shown of await rows.all()) await expect(shown).toContainText(`${me.nickName} ${me.phonenumber}`);
});

test('查看全部报警 opens the alarm list on the days the home card counts, so the list’s total is the card’s', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'house');
  await page.goto('/house/house');
  const days = await lastWeek(page);
  const [begin, end] = [days[0] ?? '', days.at(-1) ?? ''];
  const inWeek = await apiAs<{ total: number; rows: { imei: string; time: string }[] }>(page, 'POST', '/sensor/alarm/list', { json: { productId: HOUSE, beginTime: begin, endTime: end, pageNum: 1, pageSize: 5 } });
  expect(inWeek.total).toBeGreaterThan(0);

  // The card: the newest of those days' alarms, and how many the days hold.
  await expect(page.getByTestId('home-week-total')).toHaveText(`近7日共 ${inWeek.total} 条报警`);
  const latest = page.getByRole('table', { name: '最新报警' }).locator('tbody tr');
  await expect(latest).toHaveCount(inWeek.rows.length);
  for (const [i, alarm] of inWeek.rows.entries()) await expect(latest.nth(i)).toContainText(alarm.imei);

  await page.getByTestId('home-all-alarms').click();
  await expect(page).toHaveURL((url) => url.pathname === '/house-alarm/alarm' && url.searchParams.get('beginTime') === begin && url.searchParams.get('endTime') === end);
  await expect(page.getByText(`共 ${inWeek.total} 条`)).toBeVisible();
  const listed = table(page).locator('tbody tr');
  for (const [i, alarm] of inWeek.rows.entries()) await expect(listed.nth(i)).toContainText(alarm.imei);
});
