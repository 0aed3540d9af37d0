import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { openAdminPage, search, signInToAdministration, unique } from './support/admin-roles';
import { expect, test } from './support/fixtures';

// Issue 28: what a RuoYi-Vue backend refuses, the console's forms refuse (or never send), and every refused write or
// failed read is answered on screen in the UI's language.

interface Envelope {
  code: number;
  msg?: string;
  rows?: Record<string, unknown>[];
}

/** The bodies of the `method` requests to `/api<path>` the page sends from now on (each passed on unchanged). */
async function bodiesOf(page: Page, method: string, path: string): Promise<Record<string, unknown>[]> {
  const seen: Record<string, unknown>[] = [];
  await page.route(`**/api${path}`, async (route) => {
    const request = route.request();
    if (request.method() === method && new URL(request.url()).pathname === `/api${path}`) seen.push(request.postDataJSON() as Record<string, unknown>);
    await route.continue();
  });
  return seen;
}

test('a user is edited and saved: the body carries the whole record, userName included, as RuoYi validates it', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const userName = `e2e.edit${unique()}`;
  const created = await apiAs<Envelope>(page, 'POST', '/system/user', {
    json: { userName, nickName: 'Before', password: 'e2e12345', phonenumber: '13912340000', email: `${userName}@example.com`, sex: '1', remark: 'kept' },
  });
  expect(created.code).toBe(200);

  await openAdminPage(page, '/usermana/usermana', '用户管理');
  await search(page, '用户名称', userName);
  const sent = await bodiesOf(page, 'PUT', '/system/user');
  await page.getByRole('button', { name: `修改 ${userName}` }).click();
  const dialog = page.getByRole('dialog', { name: '修改用户' });
  await dialog.getByLabel('用户昵称').fill('After');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();

  // SysUser:147 @NotBlank userName is validated on edit (SysUserController.edit is @Validated): RuoYi's own dialog sends
  // the whole record back, and so does this one.
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ userName, nickName: 'After', phonenumber: '13912340000', email: `${userName}@example.com`, sex: '1', status: '0', remark: 'kept' });
  expect(sent[0]).toHaveProperty('userId');
  expect(sent[0]).toHaveProperty('roleIds');
  const stored = await apiAs<Envelope>(page, 'POST', '/system/user/list', { form: { userName } });
  expect(stored.rows?.[0]).toMatchObject({ userName, nickName: 'After' });
});

test('a department added with no parent is refused in the form with RuoYi UI words, and nothing is sent', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  await openAdminPage(page, '/department/department', '部门管理');
  const sent = await bodiesOf(page, 'POST', '/system/dept/');
  await page.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加部门' });
  await dialog.getByLabel('部门名称').fill(`e2e无上级${unique()}`);
  await dialog.getByRole('button', { name: '确 定' }).click();
  // ruoyi-ui dept/index.vue: parentId { required: true, message: "上级部门不能为空" }.
  await expect(dialog.getByText('上级部门不能为空')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([]);
});

test('a publish answered code 404 shows an error toast naming the action, with the server message', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  const title = `e2e故障${unique()}`;
  expect((await apiAs<Envelope>(page, 'POST', '/system/notice', { json: { noticeTitle: title, noticeType: '1', status: '0' } })).code).toBe(200);
  await openAdminPage(page, '/advise/advise', '公告管理');
  await search(page, '公告标题', title);
  await page.getByRole('button', { name: `发布 ${title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`是否确认发布公告"${title}"？`);
  // The publish call (notices.send) is answered `{ code: 404 }`, a code spec §8 passes through unchanged.
  await mock.faults({ failNext: 1, code: 404, path: '/system/notice/send' });
  const answered = page.waitForResponse((r) => r.url().includes('/system/notice/send'));
  await confirm.getByRole('button', { name: '确定' }).click();
  await answered;
  // The toast names the action (RuoYi's 发布, failed) and carries the server's message under it.
  await expect(page.getByText('发布失败', { exact: true })).toBeVisible();
  await expect(page.getByText('注入的故障（code 404）', { exact: true })).toBeVisible();
  await expect(page.getByText('发布成功')).toHaveCount(0);
});

test('a read refused behind the session dialog names what failed, in the UI language, not the server word', async ({ page, mock }) => {
  await signInToAdministration(page, mock);
  await openAdminPage(page, '/usermana/usermana', '用户管理');
  await expect(page.getByRole('table').getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await mock.faults({ failNext: 1, code: 401, path: '/system/user/list' });
  await search(page, '用户名称', 'a');
  // The session dialog opens (spec §8); staying on the page shows what could not be loaded, and why.
  const session = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(session).toContainText('登录状态已过期');
  await session.getByRole('button', { name: '取消' }).click();
  const error = page.getByRole('main').getByRole('alert').filter({ hasText: '加载失败' });
  await expect(error).toContainText('用户列表加载失败：登录状态已过期，请重新登录');
  await expect(error).not.toContainText('注入的故障');
});
