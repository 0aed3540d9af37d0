import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { type Account, signIn } from './support/session';

const GAS = '15144710';

interface Rows<T> {
  rows: T[];
}
type Device = { imei: string; status: string };
type Menu = { menuId: number; module: string; perms: string };

/** One online and one offline gas device, as the admin's API lists them (the mock refuses instructions to offline ones). */
async function onlineAndOffline(page: Page): Promise<{ online: string; offline: string }> {
  const { rows } = await apiAs<Rows<Device>>(page, 'POST', '/senstor/info/list', { json: { productId: GAS, pageNum: 1, pageSize: 50 } });
  const online = rows.find((d) => d.status === 'online')?.imei;
  const offline = rows.find((d) => d.status === 'offline')?.imei;
  if (!online || !offline) throw new Error('the seed lacks an online or an offline gas device');
  return { online, offline };
}

test('issuing an instruction to two devices reports success and failure per device, and both land in the instruction log', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'gas');
  const { online, offline } = await onlineAndOffline(page);
  await page.getByTestId('sidebar').getByRole('link', { name: '指令下发' }).click();
  await expect(page).toHaveURL(/\/gas-maintenance\/send$/);

  const send = page.getByRole('button', { name: '下发指令' });
  await expect(send).toBeDisabled();
  await page.getByRole('checkbox', { name: `选择 ${online}` }).check();
  await page.getByRole('checkbox', { name: `选择 ${offline}` }).check();
  await send.click();
  const dialog = page.getByRole('dialog', { name: '下发指令（2 台设备）' });
  // The instruction is required, checked by the sdk's rule before anything is sent.
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('不能为空')).toBeVisible();
  await dialog.getByLabel('指令内容').fill('重启');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog).toBeHidden();

  const results = page.getByTestId('instruction-results');
  await expect(results.locator('li')).toHaveCount(2);
  await expect(results.locator(`li[data-imei="${online}"]`)).toHaveAttribute('data-outcome', 'succeeded');
  await expect(results.locator(`li[data-imei="${online}"]`)).toContainText('指令下发成功');
  await expect(results.locator(`li[data-imei="${offline}"]`)).toHaveAttribute('data-outcome', 'failed');
  await expect(results.locator(`li[data-imei="${offline}"]`)).toContainText('指令下发失败');
  let violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  // The log lists the two new entries first (newest first), with their outcomes.
  await page.getByTestId('sidebar').getByRole('link', { name: '指令日志' }).click();
  await expect(page).toHaveURL(/\/gas-maintenance\/logs$/);
  const rows = page.getByRole('table', { name: '燃气地下探测器指令日志' }).locator('tbody tr');
  const top = async () => (await rows.evaluateAll((trs) => trs.slice(0, 2).map((tr) => [...tr.querySelectorAll('td')].slice(1, 4).map((td) => td.textContent ?? '')))).sort();
  await expect.poll(top).toEqual(
    [
      [online, '重启', '成功'],
      [offline, '重启', '失败'],
    ].sort(),
  );
  violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

/** A user holding every permission of the gas module but its instruction issuance (a role made through the API). */
async function userWithoutSend(page: Page): Promise<Account> {
  const menus = (await apiAs<{ data: Menu[] }>(page, 'POST', '/system/menu/list', { form: {} })).data;
  const menuIds = menus.filter((m) => m.module === 'gas' && m.perms !== 'gas:instruction:send').map((m) => m.menuId);
  expect(menus.some((m) => m.perms === 'gas:instruction:send')).toBe(true);
  const role = await apiAs<{ code: number }>(page, 'POST', '/system/role', { json: { roleName: 'e2e gas no send', roleKey: 'e2eNoSend', roleSort: 20, status: '0', dataScope: '1', menuIds } });
  expect(role.code).toBe(200);
  const roles = await apiAs<Rows<{ roleId: number; roleKey: string }>>(page, 'POST', '/system/role/list', { form: { roleKey: 'e2eNoSend' } });
  const roleId = roles.rows.find((r) => r.roleKey === 'e2eNoSend')?.roleId;
  const account = { username: 'e2enosend', password: 'nosend123' };
  const user = await apiAs<{ code: number }>(page, 'POST', '/system/user', { json: { userName: account.username, nickName: 'e2e', password: account.password, roleIds: [roleId], modules: ['gas'], status: '0' } });
  expect(user.code).toBe(200);
  return account;
}

test('a user without the send permission sees the devices but no send control', async ({ page, mock }) => {
  await signIn(page, mock);
  const account = await userWithoutSend(page);
  await page.context().clearCookies();
  await signIn(page, mock, account);
  await enterModule(page, 'gas');
  await page.getByTestId('sidebar').getByRole('link', { name: '指令下发' }).click();
  await expect(page).toHaveURL(/\/gas-maintenance\/send$/);
  await expect(page.getByRole('table', { name: '燃气地下探测器可下发指令的设备' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^选择 86/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '下发指令' })).toHaveCount(0);
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
