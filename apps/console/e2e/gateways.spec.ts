import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { submitAndClose } from './support/dialog';
import { alarm } from './support/mock-control';
import { withOwnMock } from './support/own-mock';
import { openModule, signIn } from './support/session';
import { chooseMoreAction } from './support/list-actions';

// Switching and linkage change gateway state: their own vigil-mock, every module enabled (the controller's too).
const ownMock = withOwnMock(() => ({ products: 'all' }));

const GATEWAY_PRODUCT = '15144727';
interface GatewayState {
  imei: string;
  control: boolean;
  channels: { channel: number; on: boolean }[];
}

const stateOf = async (page: Page, imei: string) => (await apiAs<{ data: GatewayState }>(page, 'GET', `/controller/gateway/channels?imei=${imei}`)).data;

/** The seeded gateways as the API reads them: one online that supports control, and the one that does not. */
async function gateways(page: Page): Promise<{ switchable: string; noControl: string }> {
  const { rows } = await apiAs<{ rows: { imei: string; status: string }[] }>(page, 'POST', '/senstor/info/list', { json: { productId: GATEWAY_PRODUCT, pageSize: 50 } });
  const states = await Promise.all(rows.map(async (d) => ({ device: d, state: await stateOf(page, d.imei) })));
  const switchable = states.find((s) => s.state.control && s.device.status === 'online')?.device.imei;
  const noControl = states.find((s) => !s.state.control)?.device.imei;
  if (!switchable || !noControl) throw new Error('the seed lacks a switchable or a non-controllable gateway');
  return { switchable, noControl };
}

/** A gateway added through the API: it supports control and is offline until it first reports. */
async function addedGateway(page: Page): Promise<string> {
  const imei = `86${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  expect((await apiAs<{ code: number }>(page, 'POST', '/senstor/info', { json: { productId: GATEWAY_PRODUCT, imei } })).code).toBe(200);
  return imei;
}

async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test('a gateway’s channels show their state; switching one asks first, toasts 指令下发成功 and the device follows; a gateway without control says so', async ({ page }) => {
  await signIn(page, ownMock());
  await openModule(page, 'controller');
  const { switchable, noControl } = await gateways(page);
  const offline = await addedGateway(page);
  const before = (await stateOf(page, switchable)).channels[0]?.on;
  await page.goto('/controller-device/device');

  await chooseMoreAction(page, switchable, '开关');
  const dialog = page.getByRole('dialog', { name: `${switchable} 的开关通道` });
  const channel1 = dialog.getByRole('switch', { name: '通道1开关' });
  await expect(channel1).toHaveAttribute('aria-checked', String(before));
  await expectAccessible(page);
  await channel1.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`确认要${before ? '关闭' : '打开'}通道1吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('指令下发成功')).toBeVisible();
  await expect(channel1).toHaveAttribute('aria-checked', String(!before));
  await expect(dialog.getByTestId('gateway-channel').first()).toContainText(before ? '关' : '开');
  expect((await stateOf(page, switchable)).channels[0]?.on).toBe(!before);
  await dialog.getByRole('button', { name: '关闭' }).click();

  // An offline gateway cannot take the instruction: the refusal is toasted and the switch stays as it was.
  const offlineBefore = (await stateOf(page, offline)).channels[0]?.on;
  await chooseMoreAction(page, offline, '开关');
  const offlineDialog = page.getByRole('dialog', { name: `${offline} 的开关通道` });
  const offline1 = offlineDialog.getByRole('switch', { name: '通道1开关' });
  await offline1.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('指令下发失败：设备离线')).toBeVisible();
  await expect(offline1).toHaveAttribute('aria-checked', String(offlineBefore));
  expect((await stateOf(page, offline)).channels[0]?.on).toBe(offlineBefore);
  await offlineDialog.getByRole('button', { name: '关闭' }).click();

  await chooseMoreAction(page, noControl, '开关');
  await expect(page.getByRole('dialog', { name: `${noControl} 的开关通道` })).toContainText('该设备不支持控制或录制任务');
});

test('a linkage rule added on the linkage page switches its gateway channel when a matching alarm is pushed, and can be disabled', async ({ page }) => {
  const mock = ownMock();
  await signIn(page, mock);
  await openModule(page, 'controller');
  const { switchable } = await gateways(page);
  const before = (await stateOf(page, switchable)).channels[1]?.on;
  await page.goto('/controller-device/linkage');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('联动控制');

  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增联动规则' });
  await dialog.getByLabel('规则名称').fill('燃气报警联动风机');
  const choose = async (field: string, option: string | RegExp) => {
    await dialog.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await choose('报警来源', '家用报警器');
  await choose('目标网关', new RegExp(switchable));
  await choose('通道', '通道2');
  await choose('动作', before ? '关闭' : '打开');
  await submitAndClose(dialog);
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = page.getByRole('row', { name: /燃气报警联动风机/ });
  await expect(row).toContainText(switchable);
  await expect(row.getByRole('switch', { name: '启用规则 燃气报警联动风机' })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  await mock.pushAlarms(alarm());
  await expect.poll(async () => (await stateOf(page, switchable)).channels[1]?.on).toBe(!before);

  // The enable switch asks first, then the rule is disabled.
  await row.getByRole('switch', { name: '启用规则 燃气报警联动风机' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('停用成功')).toBeVisible();
  const rules = await apiAs<{ rows: { name: string; enabled: boolean }[] }>(page, 'GET', '/controller/linkage/list?name=%E7%87%83%E6%B0%94%E6%8A%A5%E8%AD%A6');
  expect(rules.rows.map((r) => r.enabled)).toEqual([false]);

  // A disabled rule does nothing: the channel is set back by hand, and a matching alarm leaves it so.
  expect((await apiAs<{ code: number }>(page, 'PUT', '/controller/gateway/switch', { json: { imei: switchable, channel: 2, on: before } })).code).toBe(200);
  await mock.pushAlarms(alarm());
  expect((await stateOf(page, switchable)).channels[1]?.on).toBe(before);

  // 修改 opens the rule as saved; a new name is listed in place of the old.
  await page.getByRole('button', { name: '修改 燃气报警联动风机' }).click();
  const edit = page.getByRole('dialog', { name: '修改联动规则' });
  await expect(edit.getByLabel('规则名称')).toHaveValue('燃气报警联动风机');
  await expect(edit.getByRole('combobox', { name: '通道' })).toContainText('通道2');
  await edit.getByLabel('规则名称').fill('燃气报警联动排风');
  await submitAndClose(edit);
  await expect(page.getByText('修改成功')).toBeVisible();
  const renamed = page.getByRole('row', { name: /燃气报警联动排风/ });
  await expect(renamed).toContainText(switchable);
  await expect(page.getByRole('row', { name: /燃气报警联动风机/ })).toHaveCount(0);

  // 删除 asks first; cancelling keeps the rule, confirming removes it.
  await renamed.getByRole('button', { name: '删除 燃气报警联动排风' }).click();
  const confirmDelete = page.getByRole('alertdialog');
  await expect(confirmDelete).toContainText('燃气报警联动排风');
  await confirmDelete.getByRole('button', { name: '取消' }).click();
  await expect(renamed).toHaveCount(1);
  await renamed.getByRole('button', { name: '删除 燃气报警联动排风' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(renamed).toHaveCount(0);
});
