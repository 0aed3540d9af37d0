/** What the console's benchmarks share: the built dist, vigil-mock serving it, Debian's Chromium. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const dist = path.join(root, 'dist');
const require = createRequire(import.meta.url);

export function fail(name, message) {
  console.error(`${name}: ${message}`);
  process.exit(1);
}

export function assertBuilt(name) {
  if (!existsSync(path.join(dist, 'index.html'))) fail(name, 'no dist/index.html: run `pnpm run build` in apps/console first');
}

/** vigil-mock serving dist/ on a free port of 127.0.0.1. */
export async function startMock(name, options = {}) {
  const { startMockServer } = await import('@vigil/mock-server').catch(() => fail(name, '@vigil/mock-server is not built: run its build first'));
  return startMockServer({ host: '127.0.0.1', port: 0, static: dist, log: () => {}, ...options });
}

/** Debian's Chromium, headless (Playwright's own browsers are never downloaded). */
export function launchChromium() {
  const { chromium } = require('@playwright/test');
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * Signs `page` in as the admin through the API (the bench's mock runs without a captcha) and keeps the house module
 * chosen, as the chooser would; answers the token for calls the bench makes itself.
 */
export async function signInAdmin(page, mock) {
  await page.goto(`${mock.url}/login`);
  const login = await page.request.post(`${mock.url}/api/login`, { data: { username: 'admin', password: 'admin123' } });
  const { token } = await login.json();
  await page.context().addCookies([
    { name: 'za_token', value: token, url: mock.url },
    { name: 'module', value: 'house', url: mock.url },
  ]);
  return token;
}
