/**
 * On demand, not part of the e2e run: refreshes the screenshots of docs/console.md.
 *   npx playwright test --project=screenshots
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { alarmPopup, waitForAlarmSocket } from './support/alarm-popup';
import { apiAs } from './support/api';
import { apiDeviceImeis } from './support/device-list';
import { alarm, type MockControl } from './support/mock-control';
import { expect, test } from './support/fixtures';
import { consoleRoot } from './support/mock-server';
import { motionSettled } from './support/motion';
import { openModule, signIn, switchLanguage } from './support/session';

const out = path.resolve(consoleRoot, '../../docs/screenshots');
const languages = [
  { lang: 'zh-CN', option: '中文', words: { handler: '负责人', phone: '负责人电话', ok: '确 定', confirm: '确定', receive: '接收', complete: '完成', result: '处理结果', history: '处理记录', number: '工单编号', search: '搜索' } },
  { lang: 'en', option: 'English', words: { handler: 'Person in charge', phone: "Person in charge's phone", ok: 'OK', confirm: 'OK', receive: 'Receive', complete: 'Complete', result: 'Result', history: 'History', number: 'Order number', search: 'Search' } },
] as const;
type Words = (typeof languages)[number]['words'];

test.use({ viewport: { width: 1280, height: 800 } });
// One test walks every picture of a language.
test.setTimeout(180_000);

async function shot(page: Page, name: string): Promise<void> {
  // No hover highlight from the last click; the picture once its transitions, animations and fonts have settled.
  await page.mouse.move(0, 0);
  await motionSettled(page);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
}

/** The alarm workflow of docs/console.md: popup → dispatch → alarm list → work order received, completed, with its history. */
async function alarmWorkflow(page: Page, mock: MockControl, lang: string, words: Words): Promise<void> {
  const [imei] = (await apiDeviceImeis(page, '15144628')).imeis;
  await page.goto('/house/house');
  await waitForAlarmSocket(page);
  await mock.pushAlarms(alarm({ sn: imei }));
  // The popup was closed after the layout's picture: the bell opens it again, on the newest alarm.
  await expect(page.getByTestId('alarm-bell-count')).toBeVisible();
  await page.getByTestId('alarm-bell').click();
  await expect(page.locator(`[data-testid="alarm-item"][data-sn="${imei}"]`)).toBeVisible();
  await shot(page, `alarm-popup.${lang}`);

  await page.getByTestId('alarm-dispatch').click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: words.handler, exact: true }).fill('张伟');
  await form.getByRole('textbox', { name: words.phone }).fill('13800138000');
  await shot(page, `alarm-dispatch.${lang}`);
  await form.getByRole('button', { name: words.ok }).click();
  await expect(form).toHaveCount(0);
  await page.getByTestId('alarm-confirm').click();
  await page.getByTestId('alarm-close').click();

  await page.getByTestId('sidebar').locator('a[data-kind="alarmList"]').click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await shot(page, `alarm-list.${lang}`);

  const orders = await apiAs<{ rows: { number: string }[] }>(page, 'GET', `/senstor/alarm/gdList?pageSize=1&orderByColumn=createTime&isAsc=desc&imei=${imei}`);
  const number = orders.rows[0]?.number ?? '';
  await page.getByTestId('sidebar').locator('a[data-kind="workOrders"]').click();
  await page.getByRole('textbox', { name: words.number }).fill(number);
  await page.getByRole('button', { name: words.search }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const action = (label: string) => page.getByRole('button', { name: `${label} ${number}`, exact: true });
  await action(words.receive).click();
  await action(words.complete).click();
  await page.getByRole('dialog').getByRole('textbox', { name: words.result }).fill(lang === 'en' ? 'Valve closed, room aired' : '已关闭阀门并通风');
  await page.getByRole('dialog').getByRole('button', { name: words.ok }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.confirm }).click();
  await expect(action(words.receive)).toHaveCount(0);
  await shot(page, `work-orders.${lang}`);
  await action(words.history).click();
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(3);
  await shot(page, `work-order-history.${lang}`);
  await page.keyboard.press('Escape');
}

/** The member centre of docs/console.md: balance, frozen amount and records; then the recharge dialog's QR code. */
async function memberPictures(page: Page, lang: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-admin').click();
  await expect(page).toHaveURL((url) => url.pathname === '/usermana/usermana');
  await page.goto('/member/member');
  await expect(page.getByTestId('member-balance')).toHaveText(/¥/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await shot(page, `member-centre.${lang}`);
  await page.getByTestId('member-recharge').click();
  const dialog = page.getByTestId('recharge-dialog');
  await dialog.locator('button[aria-pressed]').nth(2).click();
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByTestId('payment-qr')).toBeVisible();
  await shot(page, `member-recharge.${lang}`);
  await page.keyboard.press('Escape');
}

/** The smart large screen of docs/console.md at 1920×1080, once its figures, map markers and ticker are in. */
async function screenPicture(page: Page, lang: string): Promise<void> {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/screen');
  await expect(page.getByTestId('screen-today-value')).not.toHaveText('—');
  await expect(page.getByTestId('screen-ticker-row').first()).toBeVisible();
  await expect.poll(async () => Number(await page.getByTestId('device-map').getAttribute('data-markers'))).toBeGreaterThan(0);
  await shot(page, `screen.${lang}`);
}

/** The fence editor of docs/console.md with a polygon drawn on the blank map, its name, periods and a helmet filled in. */
async function fencePicture(page: Page, lang: string): Promise<void> {
  const zh = lang === 'zh-CN';
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.goto('/hat-fenceManagement/electron');
  await page.getByRole('button', { name: zh ? '新增' : 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(zh ? '围栏名称' : 'Fence name').fill(zh ? '1号工地东区' : 'Site 1 east yard');
  await dialog.getByLabel(zh ? '围栏编号' : 'Fence number').fill('F-001');
  await dialog.getByRole('group', { name: zh ? '关联安全帽' : 'Assigned helmets' }).getByRole('checkbox').first().click();
  const map = dialog.getByTestId('fence-map');
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the fence map is not laid out');
  const corners: [number, number][] = [[0.25, 0.3], [0.6, 0.2], [0.78, 0.55], [0.5, 0.8], [0.22, 0.62], [0.25, 0.3]];
  for (const [x, y] of corners) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 2 });
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }
  await expect(map).toHaveAttribute('data-points', '5');
  await shot(page, `fence.${lang}`);
}

for (const { lang, option } of languages) {
  test(`fence editor screenshot in ${lang}`, async ({ page, mock }) => {
    await signIn(page, mock);
    await openModule(page, 'hat');
    await switchLanguage(page, option);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await fencePicture(page, lang);
  });
}

/** A playing 4-split of docs/console.md: the helmet module's first four channels (FLV and HLS), each moving. */
async function videoSplitPicture(page: Page, lang: string): Promise<void> {
  await page.goto('/hat-video/split');
  const channels = page.getByRole('navigation').filter({ has: page.locator('#video-channels') });
  for (const n of [0, 1, 2, 3]) await channels.getByRole('listitem').nth(n).getByRole('button').first().click();
  const videos = page.getByTestId('video-tile').locator('video');
  for (const n of [0, 1, 2, 3]) await expect.poll(() => videos.nth(n).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(1);
  await shot(page, `video-split.${lang}`);
}

for (const { lang, option } of languages) {
  test(`video split screenshot in ${lang}`, async ({ page, mock }) => {
    await signIn(page, mock);
    await openModule(page, 'hat');
    await switchLanguage(page, option);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await videoSplitPicture(page, lang);
  });
}

for (const { lang, option } of languages) {
  test(`large screen screenshot in ${lang}`, async ({ page, mock }) => {
    await signIn(page, mock);
    await openModule(page, 'house');
    await switchLanguage(page, option);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await mock.generateAlarms(5);
    await screenPicture(page, lang);
  });
}

for (const { lang, option } of languages) {
  test(`member screenshots in ${lang}`, async ({ page, mock }) => {
    await signIn(page, mock);
    await openModule(page, 'house');
    await switchLanguage(page, option);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await memberPictures(page, lang);
  });
}

for (const { lang, option, words } of languages) {
  test(`screenshots in ${lang}`, async ({ page, mock }) => {
    // The language is chosen in the layout and remembered; set it once, then sign out and back in.
    await signIn(page, mock);
    await openModule(page, 'house');
    await switchLanguage(page, option);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('login-captcha-img')).toBeVisible();
    await shot(page, `login.${lang}`);

    await signIn(page, mock);
    await shot(page, `chooser.${lang}`);

    await openModule(page, 'house');
    await waitForAlarmSocket(page);
    // Generated by the mock from its seeded devices, so the picture shows realistic names.
    await mock.generateAlarms(3);
    await expect(alarmPopup(page).root).toHaveAttribute('data-state', 'expanded');
    await shot(page, `layout-alarm.${lang}`);
    await page.getByTestId('alarm-close').click();

    await page.getByTestId('sidebar').locator('a[data-kind="deviceList"]').click();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await shot(page, `devices.${lang}`);

    await page.getByTestId('sidebar').locator('a[data-kind="realtime"]').click();
    await expect(page.getByTestId('device-readings').first()).toBeVisible();
    await page.locator('tbody tr').first().getByRole('button', { pressed: false }).last().click();
    await shot(page, `realtime.${lang}`);

    // The history of a device that reports, over the last 7 days.
    const imei = await page.locator('tbody tr').first().locator('td span.font-mono').first().textContent();
    await page.goto(`/house-data/history?imei=${imei?.trim()}&range=week`);
    await expect(page.locator('.uplot canvas').first()).toBeVisible();
    await shot(page, `history.${lang}`);

    await alarmWorkflow(page, mock, lang, words);

    await page.goto('/message/message');
    await expect(page.locator('[data-testid="notice-open"]').first()).toBeVisible();
    await shot(page, `message-centre.${lang}`);
  });
}

/** The site pages of docs/console.md (commercial gas): the site list, one site's entrances and devices, its gas index; then 修改资料. */
async function sitePictures(page: Page, lang: string): Promise<void> {
  const devices = await apiAs<{ rows: { siteId?: number | null }[] }>(page, 'POST', '/senstor/info/list', { json: { productId: '15144635', status: 'online', pageSize: 10 } });
  const siteId = devices.rows.find((d) => d.siteId != null)?.siteId;
  await page.goto('/site/site');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await shot(page, `sites.${lang}`);
  await page.goto(`/site/detail?siteId=${siteId}`);
  await expect(page.getByTestId('site-name')).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await shot(page, `site-detail.${lang}`);
  await page.goto(`/data/gasIndex?siteId=${siteId}`);
  await expect(page.getByTestId('gas-index-now')).toBeVisible();
  await expect(page.locator('.uplot canvas').first()).toBeVisible();
  await shot(page, `gas-index.${lang}`);
  await page.goto('/userinfo/userinfo');
  // The profile's own button (its region holds only that one), not the password form's, which comes first in the DOM
  // while the profile is still loading.
  await page.getByRole('main').getByRole('region').getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, `profile-edit.${lang}`);
}

for (const { lang, option } of languages) {
  test(`site screenshots in ${lang}`, async ({ page, mock }) => {
    await signIn(page, mock);
    await page.context().addCookies([{ name: 'module', value: 'commercial', url: new URL(page.url()).origin }]);
    await page.goto('/commercial/commercial');
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await switchLanguage(page, option);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await sitePictures(page, lang);
  });
}

/** Module access of docs/console.md: the role and user forms' 可用模块, as the chooser names its cards. */
async function moduleAccessPictures(page: Page, lang: string, words: { add: string }): Promise<void> {
  for (const [route, name] of [['/role/role', 'role-modules'], ['/usermana/usermana', 'user-modules']] as const) {
    await page.goto(route);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: words.add, exact: true }).click();
    const form = page.getByRole('dialog');
    const modules = form.getByRole('group', { name: lang === 'en' ? 'Modules' : '可用模块' });
    await modules.scrollIntoViewIfNeeded();
    await expect(modules).toBeInViewport();
    await shot(page, `${name}.${lang}`);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  }
}

for (const { lang, option } of languages) {
  test(`module access screenshots in ${lang}`, async ({ page, mock }) => {
    await signIn(page, mock);
    await openModule(page, 'house');
    await switchLanguage(page, option);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await moduleAccessPictures(page, lang, { add: lang === 'en' ? 'Add' : '新增' });
    // The chooser again, now with the administration card (系统管理) beside the products.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-main').click();
    await expect(page.locator('[data-testid="module-card"][data-module="user"]')).toHaveAttribute('data-state', 'open');
    await shot(page, `chooser.${lang}`);
  });
}
