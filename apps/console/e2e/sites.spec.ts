import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { apiDeviceImeis, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { signIn, signInFresh, switchLanguage } from './support/session';

/** The commercial gas module's product: the independent (standalone commercial gas) alarm of spec §1. */
const COMMERCIAL = '15144635';

/** A name no other run or test uses. */
const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface ApiReading {
  imei: string;
  probe: number | string;
  type?: string;
  value: number | null;
}

/** The methane probe of a device, as the signed-in user's API answers its real-time data. */
async function methaneProbe(page: Page, imei: string): Promise<string> {
  const { rows } = await apiAs<{ rows: ApiReading[] }>(page, 'POST', '/intime/data', { json: { imei } });
  const probe = rows.find((r) => r.type === 'CH4');
  if (!probe) throw new Error(`device ${imei} has no CH4 probe`);
  return String(probe.probe);
}

/** No serious accessibility violation on the page as it stands (axe). */
async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a site is created, an entrance added, a device assigned to it, and its gas index and gas data show the device’s readings', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'commercial');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: '场所管理' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/site/site');

  // The site, added through the list's dialog.
  const name = unique('e2e场所');
  await page.getByRole('toolbar', { name: '操作栏' }).getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增场所' });
  await add.getByLabel('场所名称').fill(name);
  await add.getByLabel('联系电话').fill('123');
  await add.getByRole('button', { name: '确 定' }).click();
  // The sdk's phone rule refuses a malformed contact phone before anything is sent.
  await expect(add.getByText('请输入正确的手机号码')).toBeVisible();
  await add.getByLabel('联系电话').fill('');
  await add.getByLabel('地址').fill('杭州市西湖区');
  await add.getByRole('button', { name: '确 定' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('textbox', { name: '场所名称' }).fill(name);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('杭州市西湖区');
  await page.getByRole('button', { name: `出入口与设备 ${name}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/site/detail' && url.searchParams.has('siteId'));
  await expect(page.getByTestId('site-name')).toHaveText(`场所：${name}`);

  // An entrance with its persons in charge, typed as one comma-separated text.
  const entrances = page.getByRole('region', { name: '出入口' });
  await entrances.getByRole('button', { name: '新增' }).click();
  const entrance = page.getByRole('dialog', { name: '新增出入口' });
  await entrance.getByLabel('出入口名称').fill('南门');
  await entrance.getByLabel('工单负责人').fill('张三, 李四');
  await entrance.getByRole('button', { name: '确 定' }).click();
  await expect(entrance).toBeHidden();
  await expect(entrances.getByRole('row').filter({ hasText: '南门' })).toContainText('张三，李四');

  // A device of the module placed on the site by its IMEI.
  const { imeis } = await apiDeviceImeis(page, COMMERCIAL, { status: 'online', pageSize: 1 });
  const imei = imeis[0] ?? '';
  expect(imei).not.toBe('');
  const devices = page.getByRole('region', { name: '设备' });
  await devices.getByRole('button', { name: '分配设备' }).click();
  const assign = page.getByRole('dialog', { name: '分配设备到场所' });
  await assign.getByLabel('设备 IMEI').fill('869999999999999');
  await assign.getByRole('button', { name: '确 定' }).click();
  await expect(assign.getByText('本模块没有 IMEI 为 869999999999999 的设备')).toBeVisible();
  await assign.getByLabel('设备 IMEI').fill(imei);
  await assign.getByRole('button', { name: '确 定' }).click();
  await expect(assign).toBeHidden();
  await expect(devices.getByRole('row').filter({ hasText: imei })).toBeVisible();
  await expectAccessible(page);

  // The device reports a methane reading (control API); the site's gas index is that reading: the site has no other
  // device, so whatever the index averages, it is this one value.
  await mock.readings(imei, { values: { [await methaneProbe(page, imei)]: 7.5 } });
  await sidebar.getByRole('link', { name: '燃气指数' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/data/gasIndex');
  await choose(page, '场所', name);
  await expect(page.getByTestId('gas-index-now')).toHaveText('7.5');
  await expect(page.getByRole('table', { name: `${name}燃气指数（每小时）` }).getByRole('row').filter({ hasText: '7.5' }).first()).toBeVisible();
  await expectAccessible(page);

  // Its gas data lists the device's reading.
  await sidebar.getByRole('link', { name: '燃气数据' }).click();
  await choose(page, '场所', name);
  const data = page.getByRole('table', { name: `${name}燃气数据` });
  await expect(data.getByRole('row').filter({ hasText: imei })).toContainText('7.5');
});

test('a user edits their own phone in personal info; a malformed phone is refused in the form; the user list shows the new one', async ({ page, mock, browser, baseURL }) => {
  await signIn(page, mock);
  const userName = unique('e2e.p');
  const created = await apiAs<{ code: number }>(page, 'POST', '/system/user', { json: { userName, nickName: 'E2E 资料', password: 'start123' } });
  expect(created.code).toBe(200);

  const user = await signInFresh(browser, baseURL, mock, { username: userName, password: 'start123' });
  try {
    const own = user.page;
    await own.goto('/userinfo/userinfo');
    await own.getByRole('button', { name: '修改资料' }).click();
    const dialog = own.getByRole('dialog', { name: '修改基本资料' });
    await expect(dialog.getByLabel('用户昵称')).toHaveValue('E2E 资料');
    await dialog.getByLabel('手机号码').fill('1380013');
    await dialog.getByRole('button', { name: '确 定' }).click();
    await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
    // A phone of mainland China's mobile format (1, then 3-9, then nine digits), unused by the seed's users (13x/15x/18x).
    const phone = `199${String(Date.now()).slice(-8)}`;
    await dialog.getByLabel('手机号码').fill(phone);
    await dialog.getByRole('button', { name: '确 定' }).click();
    await expect(dialog).toBeHidden();
    await expect(own.getByText('修改成功')).toBeVisible();
    await expect(own.getByRole('main').locator('dd', { hasText: phone })).toBeVisible();

    // The administrator's user list shows it.
    await page.context().addCookies([{ name: 'module', value: 'user', url: new URL(page.url()).origin }]);
    await page.goto(`/usermana/usermana?userName=${userName}`);
    await expect(page.getByRole('row').filter({ hasText: userName })).toContainText(phone);
  } finally {
    await user.close();
  }
});

test('in English the site pages speak English, and the gas data names probes by the catalogue’s English name', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'commercial');
  await switchLanguage(page, 'English');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Sites' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sites');
  await expect(page.getByRole('table', { name: 'Sites' }).getByRole('columnheader', { name: 'Site name' })).toBeVisible();

  // A seeded site with an online device of the module; vigil-mock stores probe names in Chinese (甲烷).
  const devices = await apiAs<{ rows: { imei: string; siteId?: number | null }[] }>(page, 'POST', '/senstor/info/list', { json: { productId: COMMERCIAL, status: 'online', pageSize: 50 } });
  const device = devices.rows.find((d) => d.siteId != null);
  if (!device) throw new Error('no online commercial device on a site');
  await page.goto(`/data/gasData?siteId=${device.siteId}`);
  await expect(page.getByRole('combobox', { name: 'Site', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: device.imei });
  // The commercial alarm's one probe is methane (the sdk's probe catalogue).
  await expect(row).toContainText('Methane');
  await expect(row).not.toContainText(/[\u4e00-\u9fff]/);
});
