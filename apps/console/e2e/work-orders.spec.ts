import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { submitAndClose } from './support/dialog';
import { operator, signIn, openModule } from './support/session';
import { chooseMoreAction } from './support/list-actions';
import { addOrder, type Order } from './support/work-orders';

/** The signed-in user's nickname (what the history names it by) and phone (what a person in charge is known by). */
async function profile(page: Page): Promise<{ nickName: string; phonenumber: string }> {
  return (await apiAs<{ data: { nickName: string; phonenumber: string } }>(page, 'GET', '/system/user/profile')).data;
}

async function nickName(page: Page): Promise<string> {
  return (await profile(page)).nickName;
}

/** Opens one of the house module's work-order pages and shows only `order`'s row (found by its number). */
async function showOrder(page: Page, pageName: '工单列表' | '我的工单', order: Order) {
  await page.getByTestId('sidebar').getByRole('link', { name: pageName }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(pageName);
  await page.getByRole('textbox', { name: '工单编号' }).fill(order.number);
  await page.getByRole('button', { name: '搜索' }).click();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(order.number);
  return { row: rows.first(), status: rows.first().locator('[data-status]') };
}

const actionOf = (page: Page, label: string, order: Order) => page.getByRole('button', { name: `${label} ${order.number}`, exact: true });

test('receive, then complete with a result after confirmation; the history names both steps with the user and time', async ({ page, mock }) => {
  await signIn(page, mock);
  const me = await nickName(page);
  const order = await addOrder(page, '张伟');
  await openModule(page, 'house');
  const { row, status } = await showOrder(page, '工单列表', order);
  await expect(status).toHaveText('待处理');
  await expect(row.locator('[data-level]')).toHaveText('紧急');
  // A pending order can be received or refused, not completed.
  await expect(actionOf(page, '完成', order)).toHaveCount(0);

  await actionOf(page, '接收', order).click();
  await expect(page.getByText('工单已接收')).toBeVisible();
  await expect(status).toHaveText('处理中');
  await expect(actionOf(page, '接收', order)).toHaveCount(0);
  await expect(actionOf(page, '驳回', order)).toHaveCount(0);

  const completions: string[] = [];
  page.on('request', (request) => (request.url().includes('modifyGdStatus') && request.method() === 'POST' ? completions.push(request.url()) : undefined));
  await actionOf(page, '完成', order).click();
  const form = page.getByRole('dialog', { name: '完成工单' });
  await form.getByLabel('处理结果').fill('已关闭阀门');
  await form.getByRole('button', { name: '确 定' }).click();
  const confirm = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(confirm).toContainText(`是否确认完成工单"${order.number}"？处理结果：已关闭阀门`);
  // Cancelling returns to the form with the result kept; nothing is sent.
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(form.getByLabel('处理结果')).toHaveValue('已关闭阀门');
  expect(completions).toEqual([]);
  await form.getByRole('button', { name: '确 定' }).click();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('工单已完成')).toBeVisible();
  expect(completions).toHaveLength(1);
  await expect(status).toHaveText('已完成');
  await expect(row).toContainText('已关闭阀门');

  // A completed order offers none of the state machine's actions, nor edit or send: only its history and delete.
  for (const label of ['接收', '完成', '驳回', '发送短信', '修改']) await expect(actionOf(page, label, order)).toHaveCount(0);
  await expect(actionOf(page, '删除', order)).toBeVisible();

  await actionOf(page, '处理记录', order).click();
  const history = page.getByRole('dialog', { name: `工单 ${order.number} 的处理记录` });
  const steps = history.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('派发工单');
  await expect(steps.nth(1)).toContainText('接收工单');
  await expect(steps.nth(2)).toContainText('完成工单');
  await expect(steps.nth(2)).toContainText('处理结果：已关闭阀门');
  for (const step of await steps.all()) {
    await expect(step).toContainText(`操作人：${me}`);
    await expect(step.locator('time')).toHaveText(/\d{4}.\d{1,2}.\d{1,2}.*\d{1,2}:\d{2}/);
  }
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('refusing needs a reason: a blank one is refused in the form, a given one rejects the order', async ({ page, mock }) => {
  await signIn(page, mock);
  const order = await addOrder(page, '李娜');
  await openModule(page, 'house');
  const { row, status } = await showOrder(page, '工单列表', order);
  const sent: string[] = [];
  page.on('request', (request) => (request.url().includes('modifyGdStatus') && request.method() === 'POST' ? sent.push(request.url()) : undefined));

  await actionOf(page, '驳回', order).click();
  const form = page.getByRole('dialog', { name: '驳回工单' });
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(form.getByText('请输入驳回原因')).toBeVisible();
  await form.getByLabel('驳回原因').fill('   ');
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(form.getByText('请输入驳回原因')).toBeVisible();
  expect(sent).toEqual([]);

  await form.getByLabel('驳回原因').fill('重复工单');
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('工单已驳回')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(status).toHaveText('已驳回');
  await expect(row).toContainText('重复工单');
  for (const label of ['接收', '完成', '驳回']) await expect(actionOf(page, label, order)).toHaveCount(0);
});

test('sending the SMS asks for confirmation first, then toasts and records it', async ({ page, mock }) => {
  await signIn(page, mock);
  const order = await addOrder(page, '王强', '13900139000');
  await openModule(page, 'house');
  await showOrder(page, '工单列表', order);
  const sends: string[] = [];
  page.on('request', (request) => (request.url().includes('sendGd') && request.method() === 'POST' ? sends.push(request.url()) : undefined));

  await chooseMoreAction(page, order.number, '发送短信');
  const confirm = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(confirm).toContainText(`是否确认将工单"${order.number}"以短信发送给负责人？`);
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  expect(sends).toEqual([]);

  await chooseMoreAction(page, order.number, '发送短信');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('短信已发送')).toBeVisible();
  expect(sends).toHaveLength(1);

  // Edit: the dispatch form, prefilled with the order; the change shows in the row and in the history.
  await chooseMoreAction(page, order.number, '修改');
  const edit = page.getByRole('dialog', { name: '修改工单' });
  await expect(edit.getByLabel('工单信息')).toHaveValue(order.info);
  await edit.getByLabel('工单信息').fill(`${order.info} 已修改`);
  await submitAndClose(edit);
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toContainText(`${order.info} 已修改`);

  await actionOf(page, '处理记录', order).click();
  const steps = page.getByRole('dialog', { name: `工单 ${order.number} 的处理记录` }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(1)).toContainText('发送短信');
  await expect(steps.nth(1)).toContainText('发送至：13900139000');
  await expect(steps.nth(2)).toContainText('修改工单');
});

test('the level and status tags read the gd_level and gd_status dictionaries (普通 is plain text there)', async ({ page, mock }) => {
  await signIn(page, mock);
  const order = await addOrder(page, '李娜', '13800138000', 'ordinary');
  await openModule(page, 'house');
  const { row, status } = await showOrder(page, '工单列表', order);
  // The seeded gd_level gives 普通 the default echo style (plain text); the console's own fallback would be an info tag.
  await expect(row.locator('[data-level] [data-echo-style="default"]')).toHaveText('普通');
  await expect(status.locator('[data-echo-style="warning"]')).toHaveText('待处理');
});

test('filters by status and level on the server', async ({ page, mock }) => {
  await signIn(page, mock);
  const order = await addOrder(page, '周杰');
  await openModule(page, 'house');
  const { row } = await showOrder(page, '工单列表', order);
  await actionOf(page, '接收', order).click();
  await expect(row.locator('[data-status]')).toHaveText('处理中');

  const choose = async (field: string, option: string) => {
    await page.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option }).click();
    await page.getByRole('button', { name: '搜索' }).click();
  };
  await choose('工单状态', '已完成');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await choose('工单状态', '处理中');
  await expect(page.getByRole('table').locator('tbody tr')).toContainText(order.number);
  await choose('工单等级', '普通');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await choose('工单等级', '紧急');
  await expect(page.getByRole('table').locator('tbody tr')).toContainText(order.number);
  expect(new URL(page.url()).searchParams.get('status')).toBe('processing');

  // Without the number: every order shown has the chosen status and level.
  await page.getByRole('textbox', { name: '工单编号' }).fill('');
  const answered = page.waitForResponse((r) => r.url().includes('/gdList') && !r.url().includes('number=') && r.url().includes('status=processing'));
  await page.getByRole('button', { name: '搜索' }).click();
  const { rows } = (await (await answered).json()) as { rows: Order[] };
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(rows.length);
  expect(rows.length).toBeGreaterThan(0);
  for (const status of await page.getByRole('table').locator('tbody [data-status]').all()) await expect(status).toHaveText('处理中');
  for (const level of await page.getByRole('table').locator('tbody [data-level]').all()) await expect(level).toHaveText('紧急');
});

test("the operator's My work orders shows the orders assigned to it and not others'", async ({ page, mock }) => {
  await signIn(page, mock, operator);
  const { nickName: me, phonenumber } = await profile(page);
  const mine = await addOrder(page, me, phonenumber);
  const others = await addOrder(page, '赵敏');
  await openModule(page, 'house');

  await showOrder(page, '我的工单', mine);
  await page.getByRole('textbox', { name: '工单编号' }).fill(others.number);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.getByRole('button', { name: '重置' }).click();
  // Newest first: the order just dispatched heads the operator's list, above the seeded ones.
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(mine.number);
  const created = await page.getByRole('table').locator('tbody tr td:nth-child(9)').allTextContents();
  expect(created.length).toBeGreaterThan(1);
  expect(created).toEqual([...created].sort().reverse());
  const handlers = page.getByRole('table').locator('tbody tr td:nth-child(7)');
  for (const cell of await handlers.all()) await expect(cell).toContainText(me);

  // The same actions as the list: the operator receives its order from here.
  await page.getByRole('textbox', { name: '工单编号' }).fill(mine.number);
  await page.getByRole('button', { name: '搜索' }).click();
  await actionOf(page, '接收', mine).click();
  await expect(page.getByRole('table').locator('tbody tr [data-status]')).toHaveText('处理中');

  // The work-order list has both.
  await showOrder(page, '工单列表', others);
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
