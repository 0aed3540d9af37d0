#!/usr/bin/env node
/**
 * Bundle size of the built console (run `pnpm run build` first), as Chromium loads it from vigil-mock serving dist/:
 * the JavaScript and CSS files of /login and of the house module's device list (signed in), counted in files and in
 * bytes compressed as served (brotli, which Chromium asks for) and as gzip (the build's .gz twins, for a client that
 * takes gzip only). Also the largest route-level chunk.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assertBuilt, dist, launchChromium, signInAdmin, startMock, verdict } from './support.mjs';

const name = 'bundle-size';
/** Issue #24: /login at most 110 KB gzip, JavaScript and CSS. */
const LOGIN_TARGET_KB = 110;
/** Issue #24: a list page loads "a handful of files" (it loaded 92 JavaScript files before). */
const LIST_FILES_TARGET = 12;
// Published reference, not measured here: RuoYi-Vue3 3.9.2 (Vue 3 + Element Plus), its /login page.
const RUOYI_LOGIN_KB = 586;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The served file's gzip size: its .gz twin, or (under the build's 1 KB floor for twins) gzip -9 of it. */
function gzipOf(pathname) {
  const file = path.join(dist, decodeURIComponent(pathname).replace(/^\//, ''));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Every .js and .css file the page at `url` loaded, with its bytes as served (encoded body) and as gzip. */
async function filesOf(context, url, ready) {
  const page = await context.newPage();
  const files = new Map();
  page.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url());
    if (!/\.(js|css)$/.test(pathname)) return;
    files.set(pathname, request.sizes().then((sizes) => ({ pathname, served: sizes.responseBodySize, gzip: gzipOf(pathname) })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(files.values());
  await page.close();
  return sizes;
}

function report(title, files) {
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  const css = files.filter((file) => file.pathname.endsWith('.css'));
  console.log(`${title}: ${files.length} files (${css.length} CSS), ${kb(sum('served'))} as served (brotli), ${kb(sum('gzip'))} gzip`);
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(file.gzip).padStart(10)} gzip ${kb(file.served).padStart(10)} served  ${file.pathname}`);
  return { files: files.length, gzip: sum('gzip'), served: sum('served') };
}

/** Chunks reached only through import(): the route-level chunks, from Vite's manifest when there is one. */
function largestRouteChunk() {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const chunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'));
  return chunks.map((chunk) => ({ file: chunk.file, gzip: gzipOf(`/${chunk.file}`) })).sort((a, b) => b.gzip - a.gzip)[0] ?? null;
}

assertBuilt(name);
const mock = await startMock(name, { captcha: false });
const browser = await launchChromium();
let login;
let list;
try {
  const signedOut = await browser.newContext();
  login = await filesOf(signedOut, `${mock.url}/login`, (page) => page.getByTestId('login-form').waitFor({ timeout: 15_000 }));
  await signedOut.close();
  const signedIn = await browser.newContext();
  const page = await signedIn.newPage();
  await signInAdmin(page, mock);
  await page.close();
  // A profile that has not loaded the console's files yet: the HTTP cache of the sign-in page is dropped.
  const cold = await browser.newContext({ storageState: await signedIn.storageState() });
  await signedIn.close();
  list = await filesOf(cold, `${mock.url}/house-device/device`, (p) => p.locator('tbody tr td').first().waitFor({ timeout: 30_000 }));
  await cold.close();
} finally {
  await browser.close();
  await mock.close();
}
if (login.length === 0) throw new Error('/login loaded no JavaScript: is dist/ a console build?');
if (!login.some((file) => existsSync(path.join(dist, `${file.pathname.slice(1)}.br`)))) throw new Error('the build wrote no .br twins: is dist/ a build with precompress()?');

const loginTotal = report('/login, JavaScript and CSS (Chromium against vigil-mock)', login);
const listTotal = report('device list (/house-device/device, signed in, cold cache)', list);
console.log(
  `/login: ${kb(loginTotal.gzip)} gzip beside the target ${LOGIN_TARGET_KB} KB (${(loginTotal.gzip / 1024 / LOGIN_TARGET_KB).toFixed(2)}x): ${verdict(loginTotal.gzip <= LOGIN_TARGET_KB * 1024)}`,
);
console.log(
  `/login beside RuoYi-Vue3 3.9.2's /login, about ${RUOYI_LOGIN_KB} KB gzip (published reference, not measured in this run): ${(loginTotal.gzip / 1024 / RUOYI_LOGIN_KB).toFixed(2)}x`,
);
console.log(
  `device list: ${listTotal.files} files beside the target ${LIST_FILES_TARGET} (${(listTotal.files / LIST_FILES_TARGET).toFixed(2)}x): ${verdict(listTotal.files <= LIST_FILES_TARGET)}; ` +
    `${kb(listTotal.gzip)} gzip, ${kb(listTotal.served)} as served, ${(listTotal.gzip / loginTotal.gzip).toFixed(2)}x of /login`,
);
const largest = largestRouteChunk();
console.log(largest ? `largest route chunk: ${kb(largest.gzip)} gzip  ${largest.file}` : 'largest route chunk: no manifest in this build');
