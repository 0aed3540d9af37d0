import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';
import { enterLayout, operator } from './support/session';

// Its own vigil-mock: these tests mark notices read and delete records, which must not change other specs' counts.
const ownMock = withOwnMock(() => ({}));

interface Envelope<T> {
  code: number;
  data: T;
}

const unreadCount = async (page: Page) => (await apiAs<Envelope<number>>(page, 'POST', '/system/notice/user/count', { form: { status: '0' } })).data;
const badge = (page: Page) => page.getByTestId('message-count');
const unreadRows = (page: Page) => page.locator('[data-testid="notice-open"][data-read="false"]');

test('/workuser/workuser is the same message centre as /message/message: one page, one tab', async ({ page }) => {
  await enterLayout(page, ownMock(), operator);
  await page.goto('message/message');
  await page.goto('workuser/workuser');
  await expect(page).toHaveURL((url) => url.pathname === '/message/message');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('消息中心');
  await expect(page.locator('[data-testid="tags-strip"] [data-testid="tag"]', { hasText: '消息中心' })).toHaveCount(1);
});

test('unread notices are marked; reading one lowers the top bar count and marks its row read', async ({ page }) => {
  await enterLayout(page, ownMock(), operator);
  const before = await unreadCount(page);
  expect(before).toBeGreaterThan(1);
  await expect(badge(page)).toHaveText(String(before));
  await page.getByTestId('message-centre').click();
  await expect(page).toHaveURL((url) => url.pathname === '/message/message');
  await expect(page.getByTestId('message-unread')).toHaveText(`未读 ${before} 条`);
  await expect(unreadRows(page)).toHaveCount(Math.min(before, 10));

  const first = unreadRows(page).first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  const detail = page.getByTestId('notice-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(badge(page)).toHaveText(String(before - 1));
  await expect(page.getByTestId('message-unread')).toHaveText(`未读 ${before - 1} 条`);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-testid="notice-open"]', { hasText: title })).toHaveAttribute('data-read', 'true');
  expect(await unreadCount(page)).toBe(before - 1);

  // Read notices stay read after a reload; the filter shows only the unread.
  await page.reload();
  await expect(badge(page)).toHaveText(String(before - 1));
  await page.getByRole('combobox', { name: '阅读状态' }).click();
  await page.getByRole('option', { name: '未读' }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(unreadRows(page)).toHaveCount(Math.min(before - 1, 10));
  await expect(page.locator('[data-testid="notice-open"][data-read="true"]')).toHaveCount(0);

  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('mark all read clears the count', async ({ page }) => {
  await enterLayout(page, ownMock());
  await page.goto('message/message');
  await expect(badge(page)).toBeVisible();
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(page.getByTestId('message-unread')).toHaveText('未读 0 条');
  await expect(unreadRows(page)).toHaveCount(0);
});

test('rich-text content is shown sanitized: markup kept, scripts dropped', async ({ page }) => {
  // Sanitizing parses the stored onerror handler; the CSP blocks it as a second line of defence (and reports it).
  test.info().annotations.push({ type: 'csp-blocks', description: 'Executing inline event handler' });
  await enterLayout(page, ownMock());
  const created = await apiAs<Envelope<unknown>>(page, 'POST', '/system/notice', {
    json: { noticeTitle: 'XSS 检查', noticeType: '1', status: '0', noticeContent: '<p><b>加粗</b> text</p><img src="x" onerror="window.__xss = true"><script>window.__xss = true</script>' },
  });
  expect(created.code).toBe(200);
  await page.goto('message/message');
  await page.locator('[data-testid="notice-open"]', { hasText: 'XSS 检查' }).click();
  const detail = page.getByTestId('notice-detail');
  await expect(detail.locator('b', { hasText: '加粗' })).toBeVisible();
  await expect(detail.locator('script')).toHaveCount(0);
  await expect(detail.locator('img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
});

test('message records show method, recipient, status and time, and a deleted one leaves the list after confirmation', async ({ page }) => {
  await enterLayout(page, ownMock());
  await page.goto('message/message');
  await page.getByRole('tab', { name: '消息记录' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'records');
  const table = page.getByRole('table');
  for (const header of ['发送方式', '类型', '接收人', '内容', '用途', '状态', '费用', '时间']) await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: /^(语音|短信)$/ }).first()).toBeVisible();
  const total = async () => Number((await page.getByText(/^共 \d+ 条$/).textContent())?.match(/\d+/)?.[0]);
  const before = await total();
  const row = table.getByRole('row').nth(1);
  const recipient = (await row.getByRole('cell').nth(3).textContent())?.trim() ?? '';
  await row.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('系统提示');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect.poll(total).toBe(before - 1);
  expect(recipient).not.toBe('');
});
