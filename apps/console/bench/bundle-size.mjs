#!/usr/bin/env node
/**
 * Bundle size of the built console (run `pnpm run build` first).
 *
 * - /login: loads the page in Chromium, served by vigil-mock from dist/, and gzips every JavaScript
 *   response it received (entry, static imports, the login route's lazy chunk and anything else it pulls).
 * - Largest route chunk: every chunk that the build only reaches through a dynamic import().
 * Sizes are gzip level 9 of the bytes as built.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assertBuilt, dist, fail as failWith, launchChromium, startMock as startMockFor } from './support.mjs';

const TARGET_KB = 120;
// Published reference, not measured here: RuoYi-Vue3 3.9.2 (Vue 3 + Element Plus), its /login page.
const RUOYI_LOGIN_KB = 586;


const gzipKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;
const kb = (value) => `${value.toFixed(1)} KB`;

const fail = (message) => failWith('bundle-size', message);
const startMock = () => startMockFor('bundle-size');

/** Every .js the browser fetched while opening /login, with its gzip size. */
async function loginScripts(url) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    const styles = new Set();
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.css')) styles.add(pathname);
      if (!pathname.endsWith('.js') && !(response.headers()['content-type'] ?? '').includes('javascript')) return;
      scripts.set(pathname, response.body().then(gzipKb));
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByTestId('login-form').waitFor({ timeout: 10_000 });
    const sizes = [];
    for (const [name, size] of scripts) sizes.push({ name, gzip: await size });
    return { sizes, styles: [...styles] };
  } finally {
    await browser.close();
  }
}

/** Chunks reached only through import(): the route-level chunks. Vite's manifest when there is one. */
function routeChunks() {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    return Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
      .map((chunk) => chunk.file);
  }
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const lazy = new Set();
  for (const file of files) {
    const source = readFileSync(path.join(assets, file), 'utf8');
    for (const match of source.matchAll(/import\(\s*["'`](?:\.\/|\/assets\/|assets\/)?([^"'`]+\.js)["'`]\s*\)/g)) lazy.add(match[1]);
  }
  return [...lazy].filter((file) => files.includes(file)).map((file) => `assets/${file}`);
}

assertBuilt('bundle-size');

const mock = await startMock();
let login;
let loginStyles;
try {
  ({ sizes: login, styles: loginStyles } = await loginScripts(mock.url));
} finally {
  await mock.close();
}
if (login.length === 0) fail('/login loaded no JavaScript: is dist/ a console build?');

const loginKb = login.reduce((sum, script) => sum + script.gzip, 0);
const routes = routeChunks().map((file) => ({ file, gzip: gzipKb(readFileSync(path.join(dist, file))) }));
const largest = routes.sort((a, b) => b.gzip - a.gzip)[0];

console.log('JavaScript loaded by /login (gzip -9, measured in Chromium against vigil-mock):');
for (const script of login.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(script.gzip).padStart(10)}  ${script.name}`);
console.log(`  ${kb(loginKb).padStart(10)}  total in ${login.length} file(s)`);
console.log(`/login target: at most ${TARGET_KB} KB gzip: ${loginKb <= TARGET_KB ? 'PASS' : 'FAIL'}`);
console.log(
  largest
    ? `largest route chunk (of ${routes.length} lazy chunks): ${kb(largest.gzip)} gzip  ${largest.file}`
    : 'largest route chunk: none found (no route-level code splitting in this build)',
);
console.log(
  `for scale: RuoYi-Vue3 3.9.2 (Vue + Element Plus) /login loads about ${RUOYI_LOGIN_KB} KB gzip ` +
    `(published reference figure, not measured in this run); Vigil /login is ${(loginKb / RUOYI_LOGIN_KB).toFixed(2)}x of it ` +
    `(${(RUOYI_LOGIN_KB / loginKb).toFixed(1)}x smaller)`,
);

/** Bytes of a served file as built, and of the .gz and .br twins the build wrote beside it (deploy/nginx serves those). */
function transfer(pathname) {
  const file = path.join(dist, pathname.replace(/^\//, ''));
  const raw = readFileSync(file).length;
  const twin = (suffix) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`).length : raw);
  return { raw, gz: twin('.gz'), br: twin('.br') };
}
const served = [...login.map((script) => script.name), ...loginStyles].map(transfer);
const sum = (key) => served.reduce((total, file) => total + file[key], 0) / 1024;
if (served.some((file) => file.br === file.raw && file.raw >= 1024)) fail('the build wrote no .br twins: is dist/ a build with vite.config.ts precompress()?');
console.log(
  `/login transfer as served by deploy/nginx (JS+CSS, ${served.length} files, the build's .br/.gz twins): ` +
    `uncompressed ${kb(sum('raw'))}, gzip ${kb(sum('gz'))} (${(sum('gz') / sum('raw')).toFixed(2)}x), ` +
    `brotli ${kb(sum('br'))} (${(sum('br') / sum('raw')).toFixed(2)}x of uncompressed, ${(sum('br') / sum('gz')).toFixed(2)}x of gzip)`,
);
