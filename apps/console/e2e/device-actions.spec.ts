import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { describeConflicts, pageClassConflicts } from './support/class-conflicts';
import { apiCreateDevice, apiDeviceImeis, deviceTable, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { chooseMoreAction, deleteSelectedRows } from './support/list-actions';
import { operator, signIn, switchLanguage } from './support/session';

/** A valid IMEI (86 + 13 digits) no other run or seeded device has. */
function uniqueImei(): string {
  return `86${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

async function openDevices(page: Page): Promise<void> {
  await enterModule(page, 'house');
  await page.getByTestId('sidebar').getByRole('link', { name: '设备管理' }).click();
  await expect(deviceTable(page).imeis.first()).toBeVisible();
}

/** Every device write (POST/PUT/DELETE under /senstor/info) the page sends. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/senstor/info') && request.method() !== 'GET' && !request.url().includes('/senstor/info/list')) writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}

test('the admin adds a device, finds it by IMEI, edits its remark, unbinds it and deletes it', async ({ page, mock }) => {
  await signIn(page, mock);
  await openDevices(page);
  const writes = recordWrites(page);
  const imei = uniqueImei();

  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加设备' });
  await dialog.getByLabel('设备IMEI').fill(imei);
  await dialog.getByLabel('设备名称').fill('e2e 厨房报警器');
  await dialog.getByLabel('备注').fill('first remark');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(writes).toEqual([expect.stringMatching(/^POST .*\/senstor\/info$/)]);

  const { imeis, table } = deviceTable(page);
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(imei);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(imeis).toHaveText([imei]);
  await expect(table.locator('tbody tr')).toContainText('first remark');

  await page.getByRole('button', { name: `修改 ${imei}` }).click();
  const edit = page.getByRole('dialog', { name: '修改设备' });
  await expect(edit.getByLabel('设备名称')).toHaveValue('e2e 厨房报警器');
  await expect(edit.getByLabel('设备IMEI')).toHaveCount(0);
  await edit.getByLabel('备注').fill('second remark');
  await edit.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(table.locator('tbody tr')).toContainText('second remark');
  await expect(table.locator('tbody tr')).not.toContainText('first remark');

  // A device just added has no SIM plan or account on record: the dialog says so (no figures made up).
  await chooseMoreAction(page, String(imei), '流量与账户');
  const sim = page.getByRole('dialog', { name: `设备 ${imei} 的流量与账户` });
  await expect(sim.getByRole('region', { name: '流量卡' })).toContainText('该设备没有流量卡信息');
  await expect(sim.getByRole('region', { name: '设备账户' })).toContainText('该设备没有账户');
  await sim.getByRole('button', { name: '关闭' }).click();
  await expect(sim).toBeHidden();

  // Once the backend has them (a plan, and a link to admin's member account), as it reports them, the balance in yuan.
  await mock.deviceData(imei, { account: { userName: 'admin' }, sim: { used: 12.5, total: 1024 } });
  const [account] = (await apiAs<{ rows: { balance: number; userName: string }[] }>(page, 'GET', `/device/account/list?imei=${imei}`)).rows;
  await chooseMoreAction(page, String(imei), '流量与账户');
  await expect(sim.getByRole('region', { name: '流量卡' })).toContainText('12.5 / 1024 MB');
  await expect(sim.getByRole('region', { name: '设备账户' })).toContainText('admin');
  await expect(sim.getByRole('region', { name: '设备账户' })).toContainText(`¥${Number(account?.balance).toFixed(2)}`);
  await sim.getByRole('button', { name: '关闭' }).click();

  // The binding time column: a time once added, a dash once unbound.
  const bindColumn = await table.locator('thead th').evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.trim() === '绑定时间'));
  expect(bindColumn).toBeGreaterThan(0);
  const bindTime = table.locator('tbody tr').first().locator('td').nth(bindColumn);
  await expect(bindTime).not.toHaveText('—');
  await page.getByRole('button', { name: `解绑 ${imei}` }).click();
  const confirmUnbind = page.getByRole('alertdialog');
  await expect(confirmUnbind).toContainText(`是否确认解绑"${imei}"？`);
  await confirmUnbind.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('解绑成功')).toBeVisible();
  expect(writes.at(-1)).toMatch(/^PUT .*\/senstor\/info\/unbind\/\d+$/);
  await expect(bindTime).toHaveText('—');

  await page.getByRole('button', { name: `删除 ${imei}` }).click();
  const confirmDelete = page.getByRole('alertdialog');
  await expect(confirmDelete).toContainText(`是否确认删除"${imei}"的数据项？`);
  await confirmDelete.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText('暂无数据')).toBeVisible();
  expect((await apiDeviceImeis(page, '15144628', { imei })).total).toBe(0);
});

test('the toolbar deletes the selected devices together after one confirmation', async ({ page, mock }) => {
  await signIn(page, mock);
  const prefix = uniqueImei().slice(0, 13);
  const added = [`${prefix}01`, `${prefix}02`];
  await openDevices(page);
  for (const imei of added) await apiCreateDevice(page, '15144628', imei);
  const writes = recordWrites(page);
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(prefix);
  await page.getByRole('button', { name: '搜索' }).click();
  const { imeis } = deviceTable(page);
  await expect(imeis).toHaveText(added);
  await deleteSelectedRows(page, added);
  expect(writes).toEqual([expect.stringMatching(/^DELETE .*\/senstor\/info\/\d+(,|%2C)\d+$/)]);
});

test('a bad serial number is refused in the form in the user language and nothing is sent; a taken IMEI keeps what was typed', async ({ page, mock }) => {
  await signIn(page, mock);
  await openDevices(page);
  const writes = recordWrites(page);
  const taken = (await deviceTable(page).imeis.first().textContent()) ?? '';

  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加设备' });
  await dialog.getByLabel('设备IMEI').fill(uniqueImei());
  await dialog.getByLabel('序列号').fill('12');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('设备序列号格式不正确')).toBeVisible();
  await expect(dialog.getByLabel('序列号')).toHaveAttribute('aria-invalid', 'true');
  expect(writes).toEqual([]);

  await dialog.getByLabel('序列号').fill('');
  await dialog.getByLabel('设备IMEI').fill(taken);
  await dialog.getByLabel('安装位置').fill('一号楼');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText(new RegExp(`${taken}.*已存在`))).toBeVisible();
  await expect(dialog.getByLabel('设备IMEI')).toHaveValue(taken);
  await expect(dialog.getByLabel('安装位置')).toHaveValue('一号楼');
  expect(writes).toHaveLength(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await switchLanguage(page, 'English');
  await page.getByRole('button', { name: 'Add' }).click();
  const english = page.getByRole('dialog', { name: 'Add device' });
  await english.getByLabel('Device IMEI').fill(uniqueImei());
  await english.getByLabel('Serial number').fill('ab#1');
  await english.getByRole('button', { name: 'OK' }).click();
  await expect(english.getByText('Device serial number format incorrect')).toBeVisible();
  expect(writes).toHaveLength(1);
});

test('the operator sees Add in the house module, which it holds; the form has no serious accessibility violations or clashing classes', async ({ page, mock }) => {
  await signIn(page, mock, operator);
  await openDevices(page);
  await expect(page.getByRole('toolbar').getByRole('button', { name: '新增' })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加设备' });
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('请输入设备序列号')).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
  const conflicts = await pageClassConflicts(page);
  expect(conflicts, describeConflicts(conflicts)).toEqual([]);
});
