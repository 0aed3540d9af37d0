import type { Locator, Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe';
import { apiCreateDevice } from './support/device-list';
import { expect, test } from './support/fixtures';
import { submitAndClose } from './support/dialog';
import { enterLayout, openModule, operator, signIn, switchLanguage } from './support/session';

const HOUSE = '15144628';
const PAGE = '/house-notices/notices';

/** A suffix no other run of these specs (nor a parallel worker) uses. */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`.padStart(8, '0');

async function openTab(page: Page, name: string): Promise<void> {
  await page.goto(PAGE);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('通知设置');
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Narrows the tab's list by one search field. */
async function search(page: Page, label: string, value: string): Promise<void> {
  const form = page.getByRole('search');
  await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: '搜索' }).click();
}

async function choose(dialog: Locator, page: Page, field: string, option: string | RegExp): Promise<void> {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
}

test('a contact with a landline number is added (a bad landline and a missing method refused), edited and deleted', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await openTab(page, '通知联系人');
  const name = `值班室${unique()}`;

  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加通知联系人' });
  await dialog.getByLabel('联系人姓名').fill(name);
  // The number type is a landline unless changed.
  await expect(dialog.getByRole('combobox', { name: '号码类型' })).toHaveText('座机');
  await dialog.getByLabel('联系号码').fill('12345');
  await choose(dialog, page, '通知方式', '语音');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('请输入正确的座机号码')).toBeVisible();
  await expect(dialog.getByLabel('联系人姓名')).toHaveValue(name);
  await expect(dialog.getByLabel('联系号码')).toHaveValue('12345');
  await expectNoSeriousViolations(page);

  await dialog.getByLabel('联系号码').fill('0571-88886666');
  await submitAndClose(dialog);
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, '联系人姓名', name);
  const row = page.getByRole('table').locator('tbody tr', { hasText: name });
  await expect(row).toContainText('座机');
  await expect(row).toContainText('0571-88886666');
  await expect(row).toContainText('语音');

  // Without a notification method the form refuses.
  await page.getByRole('button', { name: '新增' }).click();
  const second = page.getByRole('dialog', { name: '添加通知联系人' });
  await second.getByLabel('联系人姓名').fill(`${name}乙`);
  await second.getByLabel('联系号码').fill('0571-88886667');
  await second.getByRole('button', { name: '确 定' }).click();
  // The field's error (its placeholder has the same words).
  await expect(second.getByRole('alert')).toHaveText('请选择通知方式');
  await second.getByRole('button', { name: '取 消' }).click();
  await expect(second).toBeHidden();

  await row.getByRole('button', { name: `修改 ${name}` }).click();
  const edit = page.getByRole('dialog', { name: '修改通知联系人' });
  await expect(edit.getByLabel('联系号码')).toHaveValue('0571-88886666');
  await choose(edit, page, '号码类型', '手机');
  await edit.getByLabel('联系号码').fill('13912345678');
  await choose(edit, page, '通知方式', '短信');
  await submitAndClose(edit);
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row).toContainText('手机');
  await expect(row).toContainText('13912345678');
  await expect(row).toContainText('短信');

  await row.getByRole('button', { name: `删除 ${name}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '系统提示' }));
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a person in charge with a bad phone is refused, with a good one it is listed', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await openTab(page, '工单负责人');
  const name = `负责人${unique()}`;

  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加工单负责人' });
  await dialog.getByLabel('负责人姓名').fill(name);
  await dialog.getByLabel('联系电话').fill('1380013');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
  await expect(dialog.getByLabel('负责人姓名')).toHaveValue(name);

  await dialog.getByLabel('联系电话').fill('13800138123');
  await submitAndClose(dialog);
  await expect(page.getByText('新增成功')).toBeVisible();
  await search(page, '负责人姓名', name);
  await expect(page.getByRole('table').locator('tbody tr', { hasText: name })).toContainText('13800138123');
  await expectNoSeriousViolations(page);
});

test('the push frequency warns of voice flow control; a change is checked, saved, still shown after a reload, and set for a selection', async ({ page, mock }) => {
  await enterLayout(page, mock);
  const prefix = `8693${unique()}`.slice(0, 12);
  const [imei, other] = [`${prefix}001`, `${prefix}002`];
  await apiCreateDevice(page, HOUSE, imei);
  await apiCreateDevice(page, HOUSE, other);
  await openTab(page, '报警推送频率');
  await expect(page.getByRole('note')).toContainText('推送过于频繁会触发运营商语音流控');
  await search(page, '设备IMEI', prefix);
  const rows = page.getByRole('table').locator('tbody tr');
  const row = rows.filter({ hasText: imei });
  await expect(row).toContainText('未设置');

  await row.getByRole('button', { name: `修改 ${imei}` }).click();
  const dialog = page.getByRole('dialog', { name: `修改推送频率：${imei}` });
  // The warning stands beside the field it is about.
  await expect(dialog.getByText('推送过于频繁会触发运营商语音流控')).toBeVisible();
  await dialog.getByLabel('推送频率（分钟/次）').fill('0');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('推送频率须为 1-1440 之间的整数（分钟）')).toBeVisible();
  await dialog.getByLabel('推送频率（分钟/次）').fill('45');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('推送频率已保存')).toBeVisible();
  await expect(row).toContainText('每 45 分钟推送一次');

  await page.reload();
  await expect(page.getByRole('tab', { name: '报警推送频率' })).toHaveAttribute('aria-selected', 'true');
  await expect(row).toContainText('每 45 分钟推送一次');
  await expectNoSeriousViolations(page);

  // Both devices at once.
  await page.getByRole('checkbox', { name: `选择 ${imei}` }).check();
  await page.getByRole('checkbox', { name: `选择 ${other}` }).check();
  await page.getByRole('button', { name: '批量修改' }).click();
  const batch = page.getByRole('dialog', { name: '批量修改推送频率（2 台设备）' });
  await batch.getByLabel('推送频率（分钟/次）').fill('90');
  await batch.getByRole('button', { name: '确 定' }).click();
  await expect(rows.filter({ hasText: imei })).toContainText('每 90 分钟推送一次');
  await expect(rows.filter({ hasText: other })).toContainText('每 90 分钟推送一次');
});

test('a device picked from the module is shared with a phone (a bad one refused) and the share revoked', async ({ page, mock }) => {
  await enterLayout(page, mock);
  const imei = `86931${unique()}00`.slice(0, 15);
  await apiCreateDevice(page, HOUSE, imei);
  const phone = `139${unique()}`.slice(0, 11);
  await openTab(page, '设备分享');
  const panel = page.getByRole('tabpanel', { name: '设备分享' });

  await choose(panel, page, '设备', new RegExp(`^${imei}`));
  await panel.getByLabel('手机号码').fill('1380013');
  await panel.getByRole('button', { name: '分享', exact: true }).click();
  await expect(panel.getByText('请输入正确的手机号码')).toBeVisible();

  await panel.getByLabel('手机号码').fill(phone);
  await panel.getByRole('radio', { name: '编辑' }).check();
  await panel.getByRole('button', { name: '分享', exact: true }).click();
  await expect(page.getByText('分享成功')).toBeVisible();
  const row = panel.getByRole('table').locator('tbody tr', { hasText: phone });
  await expect(row).toContainText(imei);
  await expect(row).toContainText('编辑');
  await expectNoSeriousViolations(page);

  await row.getByRole('button', { name: `取消分享 ${phone}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '系统提示' }));
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已取消分享')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the operator sees its module’s notification settings', async ({ page, mock }) => {
  await signIn(page, mock, operator);
  await openModule(page, 'house');
  await page.goto(PAGE);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('通知设置');
  await expect(page.getByRole('tab')).toHaveText(['通知联系人', '工单负责人', '报警推送频率', '设备分享']);
  await expect(page.getByRole('table', { name: '家用报警器通知联系人' })).toBeVisible();

  await switchLanguage(page, 'English');
  await expect(page.getByRole('tab')).toHaveText(['Contacts', 'Persons in charge', 'Alarm push frequency', 'Device sharing']);
  await page.getByRole('tab', { name: 'Alarm push frequency' }).click();
  await expect(page.getByRole('note')).toContainText('voice flow control');
});
