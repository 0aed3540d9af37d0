import type { Browser, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { describeConflicts, pageClassConflicts } from './support/class-conflicts';
import { expect, test } from './support/fixtures';
import { deleteSelectedRows } from './support/list-actions';
import type { MockControl } from './support/mock-control';
import { enterLayout, operator, switchLanguage, trackCaptcha } from './support/session';

interface Envelope<T = unknown> {
  code: number;
  data?: T;
  rows?: { noticeId: number; noticeTitle: string }[];
}

const unique = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;

async function openNotices(page: Page, mock: MockControl): Promise<void> {
  await enterLayout(page, mock);
  // The user menu's 系统管理 opens the administration module; its sidebar leads to the announcements.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-admin').click();
  await page.getByTestId('sidebar').getByRole('link', { name: '公告管理' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/advise/advise');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('公告管理');
}

async function searchTitle(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: '公告标题' }).fill(title);
  await page.getByRole('button', { name: '搜索' }).click();
}

/** Adds an announcement through the API as the signed-in user (notices.create) and returns its id. */
async function apiCreateNotice(page: Page, body: Record<string, string>): Promise<number> {
  expect((await apiAs<Envelope>(page, 'POST', '/system/notice', { json: { noticeType: '1', status: '0', ...body } })).code).toBe(200);
  const found = await apiAs<Envelope>(page, 'POST', '/system/notice/list', { form: { noticeTitle: body.noticeTitle ?? '', pageNum: '1', pageSize: '10' } });
  const id = found.rows?.[0]?.noticeId;
  if (id === undefined) throw new Error(`notice ${body.noticeTitle} was not created`);
  return id;
}

/** The operator in a browser of its own, signed in and inside the house module. */
async function operatorPage(browser: Browser, baseURL: string | undefined, mock: MockControl): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  trackCaptcha(page);
  await enterLayout(page, mock, operator);
  return page;
}

const unreadCount = async (page: Page) => (await apiAs<Envelope<number>>(page, 'POST', '/system/notice/user/count', { form: { status: '0' } })).data;
const badge = (page: Page) => page.getByTestId('message-count');

test('the admin writes a rich-text announcement, finds it, edits it and publishes it: the operator gets it unread in the message centre', async ({ page, mock, browser, baseURL }) => {
  // Two sign-ins, the editor's chunk and a dozen round trips: more than the default under a loaded CI machine.
  test.setTimeout(90_000);
  await openNotices(page, mock);
  const title = unique('公告');

  await page.getByRole('toolbar', { name: '操作栏' }).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加公告' });
  await dialog.getByRole('textbox', { name: '公告标题' }).fill(title);
  await dialog.getByRole('combobox', { name: '公告类型' }).click();
  await page.getByRole('option', { name: '公告', exact: true }).click();
  const editor = dialog.getByRole('textbox', { name: '内容' });
  await editor.click();
  await page.keyboard.type('请注意：');
  const bold = dialog.getByRole('toolbar', { name: '格式' }).getByRole('button', { name: '加粗' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('周六停电检修');
  await expect(editor.locator('strong')).toHaveText('周六停电检修');
  // The editor dialog is wide (RuoYi's 780 px) and passes axe.
  expect((await dialog.boundingBox())?.width).toBeGreaterThan(700);
  const dialogViolations = await seriousViolations(page);
  expect(dialogViolations, describeViolations(dialogViolations)).toEqual([]);
  const conflicts = await pageClassConflicts(page);
  expect(conflicts, describeConflicts(conflicts)).toEqual([]);
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Found by its title; its tags, creator and a sanitized preview with the bold text.
  await searchTitle(page, title);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  // Type and status are the dictionaries' tags in their echo styles.
  await expect(rows.first().locator('[data-dict="sys_notice_type"] [data-echo-style="success"]')).toHaveText('公告');
  await expect(rows.first().locator('[data-dict="sys_notice_status"] [data-echo-style="primary"]')).toHaveText('正常');
  await expect(rows.first()).toContainText('admin');
  await rows.first().getByRole('button', { name: title, exact: true }).click();
  const preview = page.getByTestId('notice-preview-dialog');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('周六停电检修');
  await page.keyboard.press('Escape');

  // Edited: the stored rich text comes back into the editor, the new title is saved.
  const edited = `${title}（修订）`;
  await page.getByRole('button', { name: `修改 ${title}` }).click();
  const edit = page.getByRole('dialog', { name: '修改公告' });
  await expect(edit.getByRole('textbox', { name: '公告标题' })).toHaveValue(title);
  await expect(edit.getByRole('textbox', { name: '内容' }).locator('strong')).toHaveText('周六停电检修');
  await edit.getByRole('textbox', { name: '公告标题' }).fill(edited);
  await edit.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await searchTitle(page, edited);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('button', { name: edited, exact: true })).toBeVisible();

  // The operator has read it (an open announcement is in every message centre) …
  const reader = await operatorPage(browser, baseURL, mock);
  await reader.goto('/message/message');
  const own = reader.locator('[data-testid="notice-open"]', { hasText: edited });
  await own.click();
  await expect(reader.getByTestId('notice-detail').locator('strong')).toHaveText('周六停电检修');
  await reader.keyboard.press('Escape');
  await expect(own).toHaveAttribute('data-read', 'true');
  const afterReading = await unreadCount(reader);

  // … then the admin publishes it, after RuoYi's confirmation …
  await page.getByRole('button', { name: `发布 ${edited}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('系统提示');
  await expect(confirm).toContainText(`是否确认发布公告"${edited}"？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('发布成功')).toBeVisible();

  // … and it is unread for the operator again, the top bar's count one higher.
  await reader.reload();
  await expect(reader.locator('[data-testid="notice-open"]', { hasText: edited })).toHaveAttribute('data-read', 'false');
  await expect(badge(reader)).toHaveText(String((afterReading ?? 0) + 1));
  await reader.context().close();

  // Deleted after confirmation.
  await page.getByRole('button', { name: `删除 ${edited}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`是否确认删除"${edited}"的数据项？`);
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('stored script in an announcement is neither run nor shown, in the preview and in the editor', async ({ page, mock }) => {
  // Sanitizing parses the stored onerror handler; the CSP blocks it as a second line of defence (and reports it).
  test.info().annotations.push({ type: 'csp-blocks', description: 'Executing inline event handler' });
  await openNotices(page, mock);
  const title = unique('xss');
  await apiCreateNotice(page, { noticeTitle: title, noticeContent: '<p><b>安全</b>内容</p><img src="x" onerror="window.__xss = true"><script>window.__xss = true</script>' });
  await searchTitle(page, title);
  await page.getByRole('button', { name: title, exact: true }).click();
  const preview = page.getByTestId('notice-preview-dialog');
  await expect(preview.locator('b')).toHaveText('安全');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('img[onerror]')).toHaveCount(0);
  await expect(preview).not.toContainText('window.__xss');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `修改 ${title}` }).click();
  const edit = page.getByRole('dialog', { name: '修改公告' });
  await expect(edit.getByRole('textbox', { name: '内容' })).toContainText('安全内容');
  await expect(edit.locator('script, img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
});

test('search by operator and type, batch delete of the selection, a closed announcement cannot be published, and the list passes axe', async ({ page, mock }) => {
  test.slow();
  await openNotices(page, mock);
  const prefix = unique('batch');
  await apiCreateNotice(page, { noticeTitle: `${prefix}-1`, noticeType: '1' });
  await apiCreateNotice(page, { noticeTitle: `${prefix}-2`, noticeType: '2', status: '1' });
  await page.reload();
  const rows = page.getByRole('table').locator('tbody tr');

  await page.getByRole('textbox', { name: '公告标题' }).fill(prefix);
  await page.getByRole('combobox', { name: '公告类型' }).click();
  await page.getByRole('option', { name: '通知', exact: true }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${prefix}-1`);
  await expect(rows.first()).toContainText('通知');

  await page.getByRole('button', { name: '重置' }).click();
  await page.getByRole('textbox', { name: '公告标题' }).fill(prefix);
  await page.getByRole('textbox', { name: '操作人员' }).fill('operator');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.getByRole('textbox', { name: '操作人员' }).fill('adm');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(rows).toHaveCount(2);

  // Only a normal announcement offers 发布; the closed one shows its status tag.
  await expect(page.getByRole('button', { name: `发布 ${prefix}-1` })).toBeVisible();
  await expect(page.getByRole('button', { name: `发布 ${prefix}-2` })).toHaveCount(0);
  await expect(rows.filter({ hasText: `${prefix}-2` })).toContainText('关闭');

  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await deleteSelectedRows(page, [`${prefix}-1`, `${prefix}-2`]);
});

test('确 定 waits for the rich-text editor: the form cannot be sent before the content the user will see has loaded', async ({ page, mock }) => {
  // The editor's code (its chunk, fetched on first use) is held back until 确 定 has been seen disabled.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/area-rich-text-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await openNotices(page, mock);
  await page.getByRole('toolbar', { name: '操作栏' }).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加公告' });
  await expect(dialog.getByRole('status').filter({ hasText: '加载中' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '确 定' })).toBeDisabled();
  release();
  await expect(dialog.getByTestId('rich-text-editor')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '确 定' })).toBeEnabled();
});

test('the form names a missing title and type before sending anything', async ({ page, mock }) => {
  await openNotices(page, mock);
  let writes = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/system/notice') writes += 1;
  });
  await page.getByRole('toolbar', { name: '操作栏' }).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加公告' });
  // The whole form first: its rich-text editor is fetched on first use (a fresh-clone run pressed 确 定 while it
  // loaded and saw no field marked).
  await expect(dialog.getByTestId('rich-text-editor')).toBeVisible();
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByRole('textbox', { name: '公告标题' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: '公告标题' }).fill(unique('无类型'));
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByRole('combobox', { name: '公告类型' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('textbox', { name: '公告标题' })).not.toHaveAttribute('aria-invalid', 'true');
  expect(writes).toBe(0);

  // The same dialog in English, its editor's toolbar too.
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'English');
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Add' }).click();
  const english = page.getByRole('dialog', { name: 'Add announcement' });
  await expect(english.getByRole('combobox', { name: 'Type' })).toBeVisible();
  const tools = english.getByRole('toolbar', { name: 'Formatting' });
  for (const name of ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Undo', 'Redo']) await expect(tools.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(english.getByRole('textbox', { name: 'Content' })).toBeVisible();
});
