/** What the console's benchmarks share: the built dist, vigil-mock serving it, Debian's Chromium. */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// VIGIL_DIST: another build to measure (e.g. main's, for a before/after).
export const dist = process.env.VIGIL_DIST ? path.resolve(process.env.VIGIL_DIST) : path.join(root, 'dist');
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
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      // No --disable-features here: Chromium keeps only the last one given, so it would replace Playwright's own list
      // (paint holding, the media router, optimization hints… turned back on in the browser that is timed).
    ],
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

/**
 * PASS or FAIL for a target, and a failed one makes the bench exit non-zero (so `pnpm bench` fails), after it has
 * printed all its figures.
 */
export function verdict(pass) {
  if (!pass) process.exitCode = 1;
  return pass ? 'PASS' : 'FAIL';
}

/** "ours beside the floor: ratio" for a figure measured in the same run. */
export function beside(ours, floor, unit = 'ms') {
  const ratio = floor > 0 ? `${(ours / floor).toFixed(2)}x` : 'the floor is 0';
  return `${ours.toFixed(1)} ${unit} beside ${floor.toFixed(1)} ${unit} (${ratio})`;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * A floor page's HTML: `body` (plain elements) and its script, a file of its own at `scriptPath` (the site's CSP, the
 * console's too, allows no inline script).
 */
export const floorPageHtml = (body, scriptPath) =>
  `<!doctype html><meta charset="utf-8"><title>bare</title>${body}<script type="module" src="${scriptPath}"></script>`;

/**
 * A copy of the built console with floor pages added (path under the site → HTML), for vigil-mock to serve beside
 * the console: the floor is fetched like the console's own page, through no interception (a Playwright route would
 * slow every request of its context, the console's many more than the floor's one). `remove` deletes the copy.
 */
export function siteWithFloorPages(pages) {
  const site = mkdtempSync(path.join(tmpdir(), 'vigil-bench-'));
  cpSync(dist, site, { recursive: true });
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), html);
  }
  return { site, remove: () => rmSync(site, { recursive: true, force: true }) };
}
