import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';
import { enterLayout } from './support/session';

// Its own vigil-mock, with QR codes that expire after 4 s instead of 2 min.
const ownMock = withOwnMock(() => ({ products: 'all', paymentTtlMs: 4000 }));

/** '¥1,234.50' → 123450 (cents). */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
/** 123450 → '¥1,234.50', as the zh-CN console shows yuan. */
const yuan = (value: number) => `¥${(value / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const qr = (page: Page) => page.getByTestId('payment-qr');
const orderNo = async (page: Page) => (await qr(page).getAttribute('data-order-no')) ?? '';

test('recharge: the QR code appears, expires and is refreshed; paid through the provider, the balance rises by exactly the amount', async ({ page }) => {
  const mock = ownMock();
  await enterLayout(page, mock);
  // The user menu's 会员中心.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '会员中心' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/members/members');
  const balance = page.getByTestId('member-balance');
  await expect(balance).toHaveText(/¥/);
  const before = cents(await balance.textContent());

  await page.getByTestId('member-recharge').click();
  const dialog = page.getByTestId('recharge-dialog');
  await dialog.getByLabel('其他金额（元）').fill('12.34');
  await dialog.getByRole('button', { name: '去支付' }).click();
  await expect(qr(page).getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  await expect(dialog.getByTestId('payment-countdown')).toHaveText(/二维码 0:0[1-4] 后失效/);
  const first = await orderNo(page);

  // Unpaid for 4 s, the QR code expires; refreshing opens a new order.
  await expect(dialog.getByText('二维码已失效')).toBeVisible();
  await dialog.getByRole('button', { name: '刷新二维码' }).click();
  await expect(qr(page)).not.toHaveAttribute('data-order-no', first);
  const second = await orderNo(page);
  expect(second).not.toBe('');

  // The provider's callback pays it: the page sees it on its next poll, closes the dialog and shows the new balance.
  await mock.completePayment(second);
  await expect(page.getByText('充值成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(balance).toHaveText(yuan(before + 1234));
  const row = page.locator('tbody tr').filter({ hasText: second });
  await expect(row).toContainText('¥12.34');
  await expect(row).toContainText('成功');
  await expect(page.locator('tbody tr').filter({ hasText: first })).toContainText('已失效');
});
