import { describeConflicts, pageClassConflicts } from './support/class-conflicts';
import { describeViolations, seriousViolations } from './support/axe';
import { apiDeviceImeis, deviceTable, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { operator, signIn } from './support/session';

// Product ids of the sdk catalogue (spec §1): the device page lists the module's product only.
const MODULES = [
  { code: 'house', productId: '15144628', path: '/house-device/device' },
  { code: 'flame', productId: '15144642', path: '/flame-device/device' },
  { code: 'hat', productId: '15144734', path: '/hat-device/device' },
  { code: 'laser', productId: '15144741', path: '/laser-device/index' },
  { code: 'handheld', productId: '15144758', path: '/handheld-device/index' },
];

test("the admin opens each module's device management from the sidebar and sees that module's devices", async ({ page, mock }) => {
  await signIn(page, mock);
  for (const { code, productId, path } of MODULES) {
    await enterModule(page, code);
    await page.getByTestId('sidebar').getByRole('link', { name: '设备管理' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const expected = await apiDeviceImeis(page, productId);
    expect(expected.imeis.length, code).toBeGreaterThan(0);
    const { imeis } = deviceTable(page);
    await expect(imeis, code).toHaveText(expected.imeis);
    await expect(page.getByText(`共 ${expected.total} 条`)).toBeVisible();
    // Status as a coloured tag with its word, times formatted (never the backend's raw string).
    await expect(page.getByRole('table').locator('[data-status]').first()).toHaveText(/^(在线|离线)$/);
    await expect(page.getByRole('table')).not.toContainText(/\d{4}-\d{2}-\d{2} \d{2}:/);
  }
});

test('search by IMEI narrows the list; filters and page survive a reload', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'house');
  await page.getByTestId('sidebar').getByRole('link', { name: '设备管理' }).click();
  const { imeis } = deviceTable(page);
  await expect(imeis).toHaveCount(10);
  const wanted = (await imeis.nth(3).textContent()) ?? '';
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(wanted);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(imeis).toHaveText([wanted]);
  await expect(page).toHaveURL(new RegExp(`imei=${wanted}`));

  await page.getByRole('button', { name: '重置' }).click();
  await expect(imeis).toHaveCount(10);
  await page.getByRole('combobox', { name: '设备状态' }).click();
  await page.getByRole('option', { name: '在线' }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/status=online/);
  const online = await apiDeviceImeis(page, '15144628', { status: 'online', pageNum: 2 });
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/status=online&pageNum=2/);
  await expect(imeis).toHaveText(online.imeis);

  await page.reload();
  await expect(imeis).toHaveText(online.imeis);
  await expect(page.getByRole('combobox', { name: '设备状态' })).toHaveText('在线');
  await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
});

test('the operator sees only its module and no administration controls', async ({ page, mock }) => {
  await signIn(page, mock, operator);
  await enterModule(page, 'house');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: '设备管理' }).click();
  await expect(deviceTable(page).imeis.first()).toBeVisible();
  for (const name of ['用户管理', '权限管理', '部门管理', '菜单管理', '产品管理']) await expect(sidebar.getByRole('link', { name })).toHaveCount(0);
  // The operator's role holds every button permission of the house module (vigil-mock's seed), import and export too.
  for (const name of ['导入', '导出']) await expect(page.getByRole('toolbar').getByRole('button', { name })).toBeVisible();
  await page.goto('/flame-device/device');
  await expect(page).toHaveURL(/\/$/);
});

test('the device list has no serious or critical accessibility violations', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'house');
  await page.getByTestId('sidebar').getByRole('link', { name: '设备管理' }).click();
  await expect(deviceTable(page).imeis).toHaveCount(10);
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
});

test('the device list, its column menu and status choice render no clashing utility classes', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'house');
  await page.getByTestId('sidebar').getByRole('link', { name: '设备管理' }).click();
  await expect(deviceTable(page).imeis).toHaveCount(10);
  const check = async (screen: string) => {
    const conflicts = await pageClassConflicts(page);
    expect(conflicts, `${screen}:\n${describeConflicts(conflicts)}`).toEqual([]);
  };
  await check('device list');
  await page.getByRole('button', { name: '显示列' }).click();
  await expect(page.getByRole('menuitemcheckbox').first()).toBeVisible();
  await check('column menu');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: '设备状态' }).click();
  await expect(page.getByRole('option', { name: '在线' })).toBeVisible();
  await check('status choice');
});
