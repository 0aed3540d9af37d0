import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy } from '@vigil/sdk/settings';
import { renderNginx } from '../../../deploy/nginx/render.mjs';
import { MIN_BYTES } from '../build/precompress';
import { alarmPopup, waitForAlarmSocket } from './support/alarm-popup';
import { deviceTable } from './support/device-list';
import { expect, test as base } from './support/fixtures';
import { alarm } from './support/mock-control';
import { snapshotDist } from './support/mock-server';
import { type RunningNginx, startNginx } from './support/nginx';
import { openModule, signIn } from './support/session';
import { uniqueImei, workbook } from './support/workbook';

/**
 * The deployment of docs/deploy.md, for real: Debian's nginx with the shipped site file serves the built console and
 * proxies /api and /ws to the backend (this worker's vigil-mock). Every page test here also fails on any CSP
 * violation Chromium reports (support/fixtures.ts).
 */
const test = base.extend<object, { nginx: RunningNginx }>({
  nginx: [
    async ({ server }, use) => {
      const root = await snapshotDist();
      const nginx = await startNginx({ root, backend: server.url });
      await use(nginx);
      await nginx.stop();
      await rm(root, { recursive: true, force: true });
    },
    // Copying the build and starting nginx: slow on a busy machine, and a worker fixture gets its own budget.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.url),
});

const get = (url: string, encoding = 'br, gzip') => fetch(url, { headers: { 'Accept-Encoding': encoding } });

test('the shipped site file is the render of deploy/nginx/render.mjs with its defaults', async () => {
  const shipped = await readFile(path.resolve(import.meta.dirname, '../../../deploy/nginx/vigil.conf'), 'utf8');
  expect(shipped).toBe(renderNginx({ brotli: true }));
});

test('headers: the page and the settings file are never cached, hashed assets for a year and precompressed, every answer carries the security headers', async ({ nginx }) => {
  const security = { 'content-security-policy': contentSecurityPolicy(), 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };

  const page = await get(`${nginx.url}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  // No version: a scanner learns nothing from the server header.
  expect(page.headers.get('server')).toBe('nginx');
  for (const [name, value] of Object.entries(security)) expect(page.headers.get(name), name).toBe(value);
  const html = await page.text();
  // The build writes twins only of files of MIN_BYTES or more (a smaller one gains less than the headers cost): the
  // page, a few tags since the chunks were grouped, goes as it is; the scripts (below) go precompressed.
  expect(page.headers.get('content-encoding')).toBe(Buffer.byteLength(html) >= MIN_BYTES ? 'br' : null);
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'index.html names its entry script').toBeTruthy();

  for (const [encoding, expected] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
    const asset = await get(`${nginx.url}${script}`, encoding);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe(expected);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  }

  const settings = await get(`${nginx.url}/config.json`);
  expect(settings.status).toBe(200);
  expect(settings.headers.get('cache-control')).toBe('no-cache');
  expect(await settings.json()).toEqual({});

  const api = await get(`${nginx.url}/api/captchaImage`);
  expect(api.status).toBe(200);
  expect(api.headers.get('content-type')).toContain('application/json');
  expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  expect(((await api.json()) as { code: number }).code).toBe(200);

  // A deep link gets the page; a missing asset is a 404, never the page.
  const deep = await get(`${nginx.url}/house-device/device`);
  expect(deep.status).toBe(200);
  expect(deep.headers.get('content-type')).toContain('text/html');
  const missing = await get(`${nginx.url}/assets/no-such-chunk-abc123.js`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
});

test('through nginx: sign in, reload a deep link, the device list, a pushed alarm over the proxied socket, an export and an upload', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'house');
  await page.goto('/house-device/device');
  await expect(deviceTable(page).imeis.first()).toBeVisible();
  await page.reload();
  await expect(deviceTable(page).imeis.first()).toBeVisible();

  // The alarm socket goes through nginx's /ws/ upgrade.
  await waitForAlarmSocket(page);
  const pushed = alarm();
  await mock.pushAlarms(pushed);
  await expect(alarmPopup(page).items.first()).toContainText(pushed.sn);

  const download = page.waitForEvent('download');
  await page.getByRole('toolbar').getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('devices.csv');
  expect((await readFile(await file.path(), 'utf8')).split(/\r?\n/)[0]).toMatch(/imei/i);

  const imei = uniqueImei();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('toolbar').getByRole('button', { name: '导入' }).click();
  await (await chooser).setFiles({ name: 'devices.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook([{ imei, name: 'nginx 导入' }]) });
  await expect(page.getByText(/导入成功/)).toBeVisible();
  await page.getByRole('textbox', { name: '设备IMEI' }).fill(imei);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(deviceTable(page).imeis).toHaveText([imei]);
});

test('under a sub-path: deep links get the page, a missing asset is a 404, the root leads to the console', async ({ server }) => {
  // A stand-in build for /console/ (the real sub-path build is e2e/sub-path.spec.ts): what matters here is nginx's routing.
  const root = await mkdtemp(path.join(tmpdir(), 'vigil-subpath-'));
  const site = path.join(root, 'console');
  await mkdir(path.join(site, 'assets'), { recursive: true });
  await writeFile(path.join(site, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(site, 'config.json'), '{}');
  await writeFile(path.join(site, 'assets', 'index-abc123.js'), 'export {};');
  const nginx = await startNginx({ root, backend: server.url, base: '/console/' });
  try {
    const deep = await get(`${nginx.url}/console/house-device/device`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const asset = await get(`${nginx.url}/console/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(`${nginx.url}/console/assets/missing-1.js`)).status).toBe(404);
    const top = await fetch(`${nginx.url}/`, { redirect: 'manual' });
    expect(top.status).toBe(302);
    expect(top.headers.get('location')).toMatch(/\/console\/$/);
    expect((await get(`${nginx.url}/api/captchaImage`)).status).toBe(200);
  } finally {
    await nginx.stop();
    await rm(root, { recursive: true, force: true });
  }
});
