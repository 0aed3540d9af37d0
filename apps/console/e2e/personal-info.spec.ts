import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expect, test } from './support/fixtures';
import { urlPageShown } from './support/page-shown';
import { enterLayout, signIn } from './support/session';

/** What a user sees of a personal-info page: its headings, its profile rows and its form fields. */
async function pageOutline(page: Page) {
  const main = page.getByRole('main');
  // The page of the URL, not the one before it, which stays on screen while the next one's code loads: /userinfo and
  // /user/user look alike.
  await urlPageShown(page);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('基本资料');
  await expect(main.getByText('admin', { exact: true })).toBeVisible();
  return {
    headings: await main.getByRole('heading').allTextContents(),
    terms: await main.locator('dt').allTextContents(),
    fields: await main.locator('form input').evaluateAll((inputs) => inputs.map((input) => `${input.getAttribute('type')} ${input.getAttribute('autocomplete')}`)),
    labels: await main.locator('form label').allTextContents(),
  };
}

test('/user/user, the administration menu’s personal info, is the /userinfo/userinfo page; a profile change and a password saved there show', async ({ page, mock }) => {
  await enterLayout(page, mock);
  await page.goto('/userinfo/userinfo');
  const userInfo = await pageOutline(page);
  expect(userInfo.headings).toEqual(['基本资料', '修改密码']);
  expect(userInfo.fields).toEqual(['password current-password', 'password new-password', 'password new-password']);
  expect(userInfo.labels.map((label) => label.replace(/^\*/, ''))).toEqual(['旧密码', '新密码', '确认密码']);

  // From the administration module's sidebar.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-admin').click();
  await page.getByTestId('sidebar').getByRole('link', { name: '个人信息' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/user');
  expect(await pageOutline(page)).toEqual(userInfo);

  // A profile change (the user's own nickname) shows there.
  const nickName = `e2e-${Date.now()}`;
  expect((await apiAs<{ code: number }>(page, 'PUT', '/system/user/profile', { json: { nickName } })).code).toBe(200);
  await page.reload();
  await expect(page.getByRole('main').locator('dd', { hasText: nickName })).toBeVisible();

  // The password saved there is the one the next sign-in takes.
  const main = page.getByRole('main');
  await main.getByLabel('旧密码').fill('admin123');
  await main.getByLabel('新密码').fill('admin456');
  await main.getByLabel('确认密码').fill('admin456');
  await main.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, mock, { username: 'admin', password: 'admin456' });
});
