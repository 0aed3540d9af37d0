import { type Page, expect } from '@playwright/test';

/**
 * Chooses module `code` as the product chooser would (cookie `module`) and opens its home. The chooser opening every
 * enabled product is another part of issue #11; the device pages are reached from the sidebar from there.
 */
export async function enterModule(page: Page, code: string): Promise<void> {
  const url = new URL(page.url());
  await page.context().addCookies([{ name: 'module', value: code, url: url.origin }]);
  await page.goto(`/${code}/${code}`);
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

/** The device table (named by its caption) and its IMEI cells. */
export function deviceTable(page: Page) {
  const table = page.getByRole('table');
  return { table, imeis: table.locator('tbody td.font-mono, tbody td span.font-mono') };
}

/** The IMEIs of a product's first devices, as the admin's API answers them. */
export async function apiDeviceImeis(page: Page, productId: string, body: Record<string, unknown> = {}): Promise<{ imeis: string[]; total: number }> {
  const token = (await page.context().cookies()).find((c) => c.name === 'za_token')?.value;
  const response = await page.request.post('/api/senstor/info/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId, pageNum: 1, pageSize: 10, ...body },
  });
  const json = (await response.json()) as { rows: { imei: string }[]; total: number };
  return { imeis: json.rows.map((r) => r.imei), total: json.total };
}

/** Adds a device of `productId` through the API as the signed-in user (sensors.create). */
export async function apiCreateDevice(page: Page, productId: string, imei: string): Promise<void> {
  const token = (await page.context().cookies()).find((c) => c.name === 'za_token')?.value;
  const response = await page.request.post('/api/senstor/info', { headers: { Authorization: `Bearer ${token}` }, data: { productId, imei } });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}
