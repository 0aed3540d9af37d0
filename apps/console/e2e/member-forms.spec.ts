import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoSeriousViolations, openAdminPage, search, signInToAdministration, unique } from './support/admin-roles';
import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';
import { operator, signInFresh } from './support/session';
import { chooseMoreAction } from './support/list-actions';

// Its own vigil-mock: these tests move the admin's money and open orders, which other specs' balances must not see.
const ownMock = withOwnMock(() => ({}));

/** '¥1,234.50' → 123450 (cents). */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
/** 123450 → '¥1,234.50', as the zh-CN console shows yuan. */
const yuan = (value: number) => `¥${(value / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const qr = (page: Page) => page.getByTestId('payment-qr');

async function accountRow(page: Page, userName: string) {
  await openAdminPage(page, '/account/account', '账户管理');
  await search(page, '用户名称', userName);
  const row = page.locator('tbody tr').filter({ has: page.getByRole('cell', { name: userName, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

test('refund and thaw on /account/account are checked as spec §5 says, and the refund shows up in the user’s records', async ({ page, browser, baseURL }) => {
  const mock = ownMock();
  await signInToAdministration(page, mock);
  // The operator's account: it holds no administration permission, and sees its records in its own member centre.
  const row = await accountRow(page, 'operator');
  const balance = cents(await row.getByTestId('account-balance').textContent());
  const frozen = cents(await row.getByTestId('account-frozen').textContent());
  expect(balance).toBeGreaterThan(100);
  await expectNoSeriousViolations(page);

  // A refund without a remark is refused in the form, the amount kept; one above the balance too.
  await page.getByRole('button', { name: '退款 operator', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('退款金额（元）').fill('1.25');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('请输入退款备注')).toBeVisible();
  await expect(dialog.getByLabel('退款金额（元）')).toHaveValue('1.25');
  const remark = `e2e-refund-${unique()}`;
  await dialog.getByLabel('备注').fill(remark);
  await dialog.getByLabel('退款金额（元）').fill(((balance + 1) / 100).toFixed(2));
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('退款金额超出可退金额')).toBeVisible();
  await dialog.getByLabel('退款金额（元）').fill('1.25');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('退款成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('account-balance')).toHaveText(yuan(balance - 125));

  // A thaw above the frozen amount is refused with the spec's text, the input kept.
  await page.getByRole('button', { name: '解冻 operator', exact: true }).click();
  const over = ((frozen + 1) / 100).toFixed(2);
  await dialog.getByLabel('解冻金额（元）').fill(over);
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('解冻金额超出，请重新选择')).toBeVisible();
  await expect(dialog.getByLabel('解冻金额（元）')).toHaveValue(over);
  await dialog.getByRole('button', { name: '取 消' }).click();

  // The administrator's records view of the user, then the user's own member centre, show the refund.
  await chooseMoreAction(page, 'operator', '交易记录');
  const records = page.getByTestId('account-records');
  await expect(records.locator('tbody tr').filter({ hasText: remark })).toContainText('退款');
  await page.keyboard.press('Escape');
  const { page: user, close } = await signInFresh(browser, baseURL, mock, operator);
  // Signed in once the product chooser shows: opening a page before that would race the login call.
  await expect(user.getByTestId('product').first()).toBeVisible();
  await user.goto('/members/members');
  await expect(user.getByTestId('member-balance')).toHaveText(yuan(balance - 125));
  const own = user.locator('tbody tr').filter({ hasText: remark });
  await expect(own).toContainText('¥1.25');
  await expect(own).toContainText('成功');
  // Money actions are the administration's: the operator has none of them.
  await expect(user.getByRole('button', { name: '退款' })).toHaveCount(0);
  await close();
});

test('an invalid amount is refused in the form; closing the dialog or leaving the page closes the pending payment; a pending recharge is confirmed and closed', async ({ page }) => {
  const mock = ownMock();
  await signInToAdministration(page, mock);
  await page.goto('/member/member');
  await page.getByTestId('member-recharge').click();
  const dialog = page.getByTestId('recharge-dialog');
  const amount = dialog.getByLabel('其他金额（元）');
  const refused = dialog.getByText('充值金额不正确');
  for (const typed of ['0', '-1', '1.234', 'abc', '100000.01']) {
    await amount.fill(typed);
    await expect(refused).toHaveCount(0);
    await dialog.getByRole('button', { name: '去支付' }).click();
    await expect(refused).toBeVisible();
    await expect(amount).toHaveValue(typed);
    await expect(qr(page)).toHaveCount(0);
  }
  await expectNoSeriousViolations(page);

  await dialog.getByRole('button', { name: '¥100.00' }).click();
  await dialog.getByRole('button', { name: '去支付' }).click();
  await expect(qr(page)).toBeVisible();
  const number = (await qr(page).getAttribute('data-order-no')) ?? '';
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('tbody tr').filter({ hasText: number })).toContainText('已取消');
  expect((await mock.payments('admin', 'cancelled')).map((bill) => bill.orderNo)).toContain(number);

  // The bills' actions on a pending recharge (opened elsewhere, e.g. on the phone): ask its state, then close it.
  const opened = await apiAs<{ data: { orderNo: string } }>(page, 'POST', '/wechat/pay', { form: { amount: '7.5' } });
  const other = opened.data.orderNo;
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.locator('tbody tr').filter({ hasText: other });
  await expect(row).toContainText('待支付');
  await page.getByRole('button', { name: `确认支付 ${other}` }).click();
  await expect(page.getByText(`订单 ${other}：待支付`)).toBeVisible();
  await page.getByRole('button', { name: `关闭订单 ${other}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已取消');

  // Leaving the page with a QR code on screen closes that order too.
  await page.getByTestId('member-recharge').click();
  await dialog.getByRole('button', { name: '¥10.00' }).click();
  await dialog.getByRole('button', { name: '去支付' }).click();
  await expect(qr(page)).toBeVisible();
  const left = (await qr(page).getAttribute('data-order-no')) ?? '';
  // A full page load elsewhere (a typed address, a reload, a closed tab): the page goes away without unmounting.
  await page.goto('/usermana/usermana');
  await expect.poll(async () => (await mock.payments('admin', 'cancelled')).map((bill) => bill.orderNo)).toContain(left);
  expect((await mock.payments('admin', 'pending')).map((bill) => bill.orderNo)).not.toContain(left);
});
