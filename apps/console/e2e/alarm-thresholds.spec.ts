import type { Page } from '@playwright/test';
import { alarmPopup, waitForAlarmSocket } from './support/alarm-popup';
import { apiDeviceImeis, enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { submitAndClose } from './support/dialog';
import type { MockControl } from './support/mock-control';
import { signIn } from './support/session';

/**
 * Alarm truth: each gas judged in the direction it alarms, against the limits the operator set. Domain facts, not the
 * mock's arithmetic: oxygen is deficient below 19.5 %VOL and enriched above 23.5 %VOL (OSHA 29 CFR 1910.146),
 * normal air reads 20.9 %VOL; a combustible gas alarms rising, its first level at the low set point (GB/T 50493-2019,
 * GB 15322). Clean air is 0 %LEL and 0 ppm of CO and H2S.
 */
const INDUSTRIAL = '15144601';

interface ApiReading {
  probe: number | string;
  type: string;
}

/** The probe numbers of a device by wire type, as the admin's /intime/data answers them. */
async function probeNumbers(page: Page, imei: string): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'za_token')?.value;
  const response = await page.request.post('/api/intime/data', { headers: { Authorization: `Bearer ${token}` }, data: { imei } });
  const rows = ((await response.json()) as { rows: ApiReading[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.type, String(r.probe)]));
}

/** An online industrial device (combustible, oxygen, H2S, CO), its probes reading clean air. */
async function industrialDeviceInCleanAir(page: Page, mock: MockControl) {
  await enterModule(page, 'alarms');
  const imei = (await apiDeviceImeis(page, INDUSTRIAL, { status: 'online', pageSize: 1 })).imeis[0] ?? '';
  const probe = await probeNumbers(page, imei);
  const [ex, o2, h2s, co] = [probe.EX ?? '1', probe.O2 ?? '2', probe.H2S ?? '3', probe.CO ?? '4'];
  await mock.readings(imei, { values: { [ex]: 0, [o2]: 20.9, [h2s]: 0, [co]: 0 } });
  return { imei, ex, o2 };
}

/** The real-time page of the industrial module with `imei` watched (its socket frames show at once). */
async function watchRealtime(page: Page, imei: string) {
  await page.goto(`/alarms-data/data?imei=${imei}`);
  const row = page.getByRole('row').filter({ has: page.getByText(imei, { exact: true }) });
  await row.getByRole('button', { name: `实时监测设备 ${imei}` }).click();
  const panel = page.getByTestId('watched-panel');
  await expect(panel.locator('[data-socket]')).toHaveText('实时连接正常');
  return { state: row.locator('[data-reading-state]'), panel };
}

test('oxygen at 15 %VOL on an industrial device is a low (deficiency) alarm in real time and in the popup; 20.9 is normal', async ({ page, mock }) => {
  await signIn(page, mock);
  const { imei, o2 } = await industrialDeviceInCleanAir(page, mock);
  const { state, panel } = await watchRealtime(page, imei);
  await waitForAlarmSocket(page);
  const oxygenValue = panel.locator(`[data-probe="${o2}"]`);
  await expect(oxygenValue).toHaveText('20.9 %VOL');
  await expect(state).toHaveText('正常');

  await mock.readings(imei, { values: { [o2]: 15 } });
  await expect(oxygenValue).toHaveText('15 %VOL');
  await expect(state).toHaveText('低报（缺氧）');
  await expect(state).toHaveAttribute('data-reading-state', 'low');
  const item = alarmPopup(page).items.filter({ hasText: imei });
  await expect(item.getByTestId('alarm-type')).toHaveText('低报（缺氧）');

  await mock.readings(imei, { values: { [o2]: 20.9 } });
  await expect(oxygenValue).toHaveText('20.9 %VOL');
  await expect(state).toHaveText('正常');
  await expect(state).toHaveAttribute('data-reading-state', 'normal');
});

test('thresholds edited to 6/12 %LEL on the probe page rule real time (5.5 normal, 6.5 first level) and the history bands', async ({ page, mock }) => {
  await signIn(page, mock);
  const { imei, ex } = await industrialDeviceInCleanAir(page, mock);
  await page.goto(`/alarms-device/detector?imei=${imei}`);
  await page.getByRole('button', { name: '修改 可燃气体' }).click();
  const dialog = page.getByRole('dialog', { name: '修改探头阈值：可燃气体' });
  await dialog.getByLabel('低报值').fill('6');
  await dialog.getByLabel('高报值').fill('12');
  await submitAndClose(dialog);
  await expect(page.getByText('修改成功')).toBeVisible();
  const probeRow = page.getByRole('table').locator('tbody tr', { hasText: '可燃气体' });
  await expect(probeRow.getByTestId('probe-low')).toHaveText('6 %LEL');

  const { state, panel } = await watchRealtime(page, imei);
  const combustible = panel.locator(`[data-probe="${ex}"]`);
  // 5.5 is above the catalogue's 5 %LEL but below the operator's 6: normal.
  await mock.readings(imei, { values: { [ex]: 5.5 } });
  await expect(combustible).toHaveText('5.5 %LEL');
  await expect(state).toHaveText('正常');
  await mock.readings(imei, { values: { [ex]: 6.5 } });
  await expect(combustible).toHaveText('6.5 %LEL');
  await expect(state).toHaveText('低报');
  await expect(state).toHaveAttribute('data-reading-state', 'low');

  await page.goto(`/alarms-data/history?imei=${imei}`);
  const bands = page.getByTestId('history-thresholds');
  await expect(bands).toContainText('可燃气体 (%LEL) 低报警值 6 %LEL');
  await expect(bands).toContainText('可燃气体 (%LEL) 高报警值 12 %LEL');
  await expect(bands).not.toContainText('低报警值 5 %LEL');
  // Oxygen's bands say what they guard against.
  await expect(bands).toContainText('氧气 (%VOL) 缺氧报警值 19.5 %VOL');
  await expect(bands).toContainText('氧气 (%VOL) 富氧报警值 23.5 %VOL');
});
