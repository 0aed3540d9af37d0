import type { Locator, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { submitAndClose } from './support/dialog';
import { openModule, signIn } from './support/session';

// Chromium's fake microphone (a beep), granted without a prompt: for push-to-talk. Only this file's worker gets it.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Holds the push-to-talk button with the mouse until the recording has run `seconds`, then releases it. */
async function holdToTalk(page: Page, button: Locator, seconds: number): Promise<void> {
  await button.hover();
  await page.mouse.down();
  await expect(page.getByRole('status')).toContainText(`正在录音… ${seconds} 秒`);
  await page.mouse.up();
}

test('a talk group is created with its helmets; a recording shorter than 3 s is refused; the group is renamed and loses a helmet', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'hat');
  await page.goto('/hat-groupTalk/groupTalk');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('群组对讲');
  await expect(page.getByRole('table')).toContainText('G0001');
  await expectAccessible(page);

  const name = `e2e-${Date.now() % 100000}`;
  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByRole('dialog', { name: '新增对讲群组' });
  await form.getByLabel('群组名称').fill(name);
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(form).toContainText('此项不能为空');
  const helmets = form.getByRole('group', { name: '群组成员' }).getByRole('checkbox');
  await helmets.nth(0).check();
  await helmets.nth(1).check();
  await submitAndClose(form);
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('G0002');
  await expect(row).toContainText('2 个安全帽');

  await page.getByRole('button', { name: `对讲 ${name}` }).click();
  const talk = page.getByRole('dialog', { name: `${name}（G0002）对讲` });
  await expect(talk).toContainText('暂无语音消息');
  const hold = talk.getByRole('button', { name: '按住说话' });
  await holdToTalk(page, hold, 0);
  await expect(talk.getByRole('alert')).toHaveText('录制时长不能少于 3 秒');
  // Space held on the button records too; a short press is refused the same way.
  await hold.focus();
  await page.keyboard.down(' ');
  await expect(talk.getByRole('status')).toContainText('正在录音…');
  await page.keyboard.up(' ');
  await expect(talk.getByRole('alert')).toHaveText('录制时长不能少于 3 秒');
  await expect(talk.getByTestId('voice-message')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(talk).toBeHidden();

  // 修改 opens the group with its members ticked; a renamed group with one helmet fewer is listed so.
  await row.getByRole('button', { name: `修改 ${name}` }).click();
  const edit = page.getByRole('dialog', { name: '修改对讲群组' });
  await expect(edit.getByLabel('群组名称')).toHaveValue(name);
  const ticked = edit.getByRole('group', { name: '群组成员' }).getByRole('checkbox', { checked: true });
  await expect(ticked).toHaveCount(2);
  await ticked.first().uncheck();
  await edit.getByLabel('群组名称').fill(`${name}-b`);
  await submitAndClose(edit);
  await expect(page.getByText('修改成功')).toBeVisible();
  const renamed = page.getByRole('row').filter({ hasText: `${name}-b` });
  await expect(renamed).toContainText('G0002');
  await expect(renamed).toContainText('1 个安全帽');
});

test('a recording of 3 s or more is uploaded and listed with a player; a failed upload says so and is sent again; a helmet’s reply appears while the dialog is open', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'hat');
  await page.goto('/hat-groupTalk/groupTalk');
  await page.getByRole('button', { name: /^对讲 / }).first().click();
  const talk = page.getByRole('dialog', { name: /对讲$/ });
  await expect(talk).toContainText('暂无语音消息');
  await expectAccessible(page);

  await page.route('**/hat/talk/voice', (route) => route.abort());
  await holdToTalk(page, talk.getByRole('button', { name: '按住说话' }), 3);
  await expect(talk.getByRole('alert')).toHaveText('语音上传失败');
  await expect(talk.getByTestId('talk-pending')).toContainText('未发送的录音');
  await page.unroute('**/hat/talk/voice');
  await talk.getByRole('button', { name: '重新发送' }).click();
  await expect(page.getByText('语音已发送')).toBeVisible();
  await expect(talk.getByTestId('talk-pending')).toHaveCount(0);
  const voice = talk.getByTestId('voice-message');
  await expect(voice).toHaveCount(1);
  await expect(voice.locator('audio')).toHaveAttribute('src', /^blob:/);

  // A helmet of the group answers: the open dialog shows its message at the next poll, newest first, and it plays.
  const { rows } = await apiAs<{ rows: { id: number }[] }>(page, 'GET', '/hat/talk/group/list?pageNum=1&pageSize=10');
  const reply = await mock.talkVoice(rows[0]?.id ?? 0, { seconds: 3.5 });
  await expect(voice).toHaveCount(2);
  await expect(voice.first()).toContainText(reply.sender);
  await expect(voice.first()).toContainText('3.5 秒');
  await expect.poll(() => voice.first().locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration)).toBeCloseTo(3.5, 1);
});

test('helmet photos show their upload status and the retention; one previews and downloads, and is deleted after confirmation', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'hat');
  await page.goto('/hat-photoManagement/photoManagement');
  await expect(page.getByTestId('photo-retention')).toHaveText('照片和视频保留 30 天，到期自动删除');
  const statuses = page.getByTestId('upload-status');
  for (const word of ['未上传', '上传中', '已上传', '上传失败']) await expect(statuses.filter({ hasText: new RegExp(`^${word}$`) }).first()).toBeVisible();
  await expectAccessible(page);

  const photo = page.getByRole('row').filter({ hasText: '照片' }).filter({ hasText: '已上传' }).first();
  const name = ((await photo.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await page.getByRole('button', { name: `预览 ${name}` }).click();
  const preview = page.getByRole('dialog', { name: `预览：${name}` });
  await expect(preview.getByRole('img', { name })).toBeVisible();
  await expect.poll(() => preview.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  await preview.getByRole('button', { name: '关闭' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `下载 ${name}` }).click();
  expect((await download).suggestedFilename()).toBe(name);

  await page.getByRole('button', { name: `删除 ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`是否确认删除"${name}"的数据项？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
