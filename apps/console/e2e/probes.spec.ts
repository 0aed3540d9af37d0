import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe';
import { apiDeviceImeis, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { submitAndClose } from './support/dialog';
import { signIn, switchLanguage } from './support/session';
import { chooseMoreAction } from './support/list-actions';

const INDUSTRIAL = '15144601';
const HELMET = '15144734';

/** Every configuration write (PUT /sensor/userConfig…) the page sends. */
function recordConfigWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sensor/userConfig') && request.method() !== 'GET') writes.push(`${request.method()} ${request.postData() ?? ''}`);
  });
  return writes;
}

/** The probe table's row of the probe named `name`. */
const probeRow = (page: Page, name: string) => page.getByRole('table').locator('tbody tr', { hasText: name });

test('device management’s 探头 opens the device’s probes; an out-of-range threshold is refused in the form, a valid one saves and shows', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'alarms');
  await page.getByTestId('sidebar').getByRole('link', { name: '设备管理' }).click();
  const [imei] = (await apiDeviceImeis(page, INDUSTRIAL)).imeis;
  await chooseMoreAction(page, String(imei), '探头');

  await expect(page).toHaveURL(new RegExp(`/alarms-device/detector\\?imei=${imei}$`));
  await expect(page.getByTestId('probe-device')).toContainText(String(imei));
  await expect(page.getByRole('table').locator('thead')).toContainText(['编号', '名称', '类型', '低报值', '高报值', '量程', '启用'].join(''));
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(4);
  await expect(probeRow(page, '可燃气体')).toContainText('0-20 %LEL');

  const writes = recordConfigWrites(page);
  await page.getByRole('button', { name: '修改 可燃气体' }).click();
  const dialog = page.getByRole('dialog', { name: '修改探头阈值：可燃气体' });
  await dialog.getByLabel('高报值').fill('25');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('报警阈值必须在量程 0-20 之内')).toBeVisible();
  await dialog.getByLabel('低报值').fill('abc');
  await dialog.getByLabel('高报值').fill('15');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByLabel('低报值')).toHaveAttribute('aria-invalid', 'true');
  expect(writes).toEqual([]);

  await dialog.getByLabel('低报值').fill('4');
  await submitAndClose(dialog);
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(writes).toHaveLength(1);
  await expect(probeRow(page, '可燃气体').getByTestId('probe-low')).toHaveText('4 %LEL');
  await expect(probeRow(page, '可燃气体').getByTestId('probe-high')).toHaveText('15 %LEL');

  // A reload keeps the device (its IMEI is in the URL) and shows the saved thresholds.
  await page.reload();
  await expect(probeRow(page, '可燃气体').getByTestId('probe-high')).toHaveText('15 %LEL');
  expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);
});

test('a batch edit sets the selected probes’ thresholds within the range they all allow', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'alarms');
  const imei = (await apiDeviceImeis(page, INDUSTRIAL)).imeis[1];
  await page.goto(`/alarms-device/detector?imei=${imei}`);
  await expect(page.getByTestId('probe-device')).toContainText(String(imei));
  const batch = page.getByRole('toolbar', { name: '操作栏' }).getByRole('button', { name: '修改' });
  await expect(batch).toBeDisabled();

  await page.getByRole('checkbox', { name: '选择 硫化氢' }).check();
  await page.getByRole('checkbox', { name: '选择 一氧化碳' }).check();
  const writes = recordConfigWrites(page);
  await batch.click();
  const dialog = page.getByRole('dialog', { name: '批量修改 2 个探头的阈值' });
  // Hydrogen sulfide reads 0-15 ppm, carbon monoxide 0-150: together they allow 0-15.
  await dialog.getByLabel('高报值').fill('20');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('报警阈值必须在量程 0-15 之内')).toBeVisible();
  expect(writes).toEqual([]);

  await dialog.getByLabel('低报值').fill('3');
  await dialog.getByLabel('高报值').fill('12');
  await submitAndClose(dialog);
  await expect(page.getByText('修改成功')).toBeVisible();
  for (const name of ['硫化氢', '一氧化碳']) {
    await expect(probeRow(page, name).getByTestId('probe-low')).toHaveText('3 ppm');
    await expect(probeRow(page, name).getByTestId('probe-high')).toHaveText('12 ppm');
  }
  // The probes not selected keep theirs.
  await expect(probeRow(page, '可燃气体').getByTestId('probe-high')).toHaveText('10 %LEL');
});

test('a helmet’s channels are chosen by IMEI and keep the spec §5 gas limits', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'hat');
  const imeis = (await apiDeviceImeis(page, HELMET)).imeis;
  const imei = String(imeis[1]);
  await page.goto('/hat-device/detector');
  await expect(page.getByTestId('probe-device')).toContainText(String(imeis[0]));
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(imei);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('probe-device')).toContainText(imei);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(5);

  const writes = recordConfigWrites(page);
  await page.getByRole('button', { name: '修改 一氧化碳' }).click();
  const probe = page.getByRole('dialog', { name: '修改探头阈值：一氧化碳' });
  await probe.getByLabel('高报值').fill('151');
  await probe.getByRole('button', { name: '确 定' }).click();
  await expect(probe.getByText('报警阈值必须在量程 0-150 之内')).toBeVisible();
  await submitAndClose(probe, '取 消');

  await page.getByRole('button', { name: '报警阈值' }).click();
  const helmet = page.getByRole('dialog', { name: '安全帽报警阈值设置' });
  await expect(helmet.getByLabel('一氧化碳')).toHaveValue('100');
  await helmet.getByLabel('可燃气体').fill('21');
  await helmet.getByLabel('一氧化碳').fill('151');
  await helmet.getByLabel('氨气').fill('16');
  await helmet.getByRole('button', { name: '确 定' }).click();
  await expect(helmet.getByText('可燃气体阈值范围为 0-20')).toBeVisible();
  await expect(helmet.getByText('一氧化碳阈值范围为 0-150')).toBeVisible();
  await expect(helmet.getByText('氨气阈值范围为 0-15')).toBeVisible();
  expect(writes).toEqual([]);

  await helmet.getByLabel('可燃气体').fill('20');
  await helmet.getByLabel('一氧化碳').fill('150');
  await helmet.getByLabel('氨气').fill('15');
  await submitAndClose(helmet);
  await expect(page.getByText('修改成功')).toBeVisible();
  expect(writes).toHaveLength(1);
  await page.getByRole('button', { name: '报警阈值' }).click();
  await expect(page.getByRole('dialog', { name: '安全帽报警阈值设置' }).getByLabel('一氧化碳')).toHaveValue('150');
  expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);
  await page.keyboard.press('Escape');

  // A helmet's device row says 通道 (its route is a channel list) and opens that device's channels.
  await page.getByTestId('sidebar').getByRole('link', { name: '设备管理' }).click();
  await chooseMoreAction(page, String(imeis[2]), '通道');
  await expect(page).toHaveURL(new RegExp(`/hat-device/detector\\?imei=${String(imeis[2])}$`));
  await expect(page.getByTestId('probe-device')).toContainText(String(imeis[2]));
});

test('in English the probe list, its form and the range refusal read in English (probes by their catalogue names)', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'laser');
  const imei = String((await apiDeviceImeis(page, '15144741')).imeis[0]);
  await page.goto(`/laser-device/detector?imei=${imei}`);
  await switchLanguage(page, 'English');
  await expect(page.getByTestId('probe-device')).toHaveText(`Device IMEI: ${imei}`);
  await expect(page.getByRole('table').locator('thead')).toContainText(['No.', 'Name', 'Type', 'Low alarm', 'High alarm', 'Range', 'Enabled'].join(''));
  await expect(page.getByRole('table').locator('tbody tr')).toContainText('0-50000 ppm·m');
  // The seeded name is Chinese (甲烷积分浓度): the sdk's catalogue names the kind (CH4L) in English.
  await expect(page.getByRole('table').locator('tbody tr')).toContainText('Methane path');
  await page.getByRole('button', { name: 'Edit Methane path' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit probe thresholds: Methane path' });
  await dialog.getByLabel('High alarm').fill('60000');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('Alarm thresholds must be within the probe range 0-50000')).toBeVisible();
});
