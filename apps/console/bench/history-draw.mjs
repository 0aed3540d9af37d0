#!/usr/bin/env node
/**
 * History chart draw time: a 43,200-point series (30 days, one a minute) drawn by the history chart (its options,
 * unit scales, time zone and threshold lines) and by bare uPlot with its defaults, in the same run, in headless
 * Chromium (/usr/bin/chromium, Playwright's library API). Each figure is the median of ROUNDS draws after WARMUP,
 * timed from `new uPlot` to the end of the first draw. Offline: the page is bundled here with Vite.
 * Target (issue #11): under 50 ms.
 *
 * Then history as the page gets it (issue #26): one home alarm's 30 and 90 days fetched from vigil-mock and drawn,
 * today's raw paged call (`/jgtc/history/show`, 50,000 rows a page) beside the buckets sized to a 1,200 px chart
 * (`/jgtc/history/buckets`), in the same run: JSON bytes received and milliseconds from the first request to the end
 * of the first draw (median of FETCH_ROUNDS), with their ratios. Target: 30 days in buckets under 300 KB.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { startMock } from './support.mjs';

const TARGET_MS = 50;
/** 30 days in buckets, at most (issue #26): today's raw fetch is about 8 MB. */
const TARGET_BYTES = 300_000;
const FETCH_ROUNDS = 3;
const HOUSE_PRODUCT = '15144628';
const WARMUP = 3;
const ROUNDS = 15;
const here = path.dirname(fileURLToPath(import.meta.url));
const out = mkdtempSync(path.join(tmpdir(), 'history-bench-'));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Bundles one page script of history-draw/ as an IIFE and answers its text. */
async function bundle(entry, name) {
  await build({
    configFile: false,
    logLevel: 'silent',
    root: here,
    // Libraries the console's fetch path imports read it; Vite's lib mode leaves it to the host.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: out,
      emptyOutDir: false,
      lib: { entry: path.join(here, 'history-draw', entry), formats: ['iife'], name, fileName: () => `${name}.js` },
    },
  });
  return readFileSync(path.join(out, `${name}.js`), 'utf8');
}

const kb = (bytes) => `${(bytes / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
const ratio = (a, b) => (a >= b ? `${(a / b).toFixed(1)}x less` : `${(b / a).toFixed(1)}x more`);

/** One home alarm's history fetched and drawn both ways, 30 and 90 days; answers whether 30 days in buckets met the target. */
async function fetchAndDraw(browser, script) {
  const mock = await startMock('history-draw', { static: undefined, captcha: false, alarmInterval: 0 });
  try {
    const login = await fetch(`${mock.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
    const { token } = await login.json();
    const list = await fetch(`${mock.url}/api/senstor/info/list`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ productId: HOUSE_PRODUCT, status: 'online', pageNum: 1, pageSize: 1 }) });
    const imei = (await list.json()).rows?.[0]?.imei;
    if (!imei) throw new Error('vigil-mock has no online home alarm');
    const page = await browser.newPage({ viewport: { width: 1280, height: 480 } });
    // The mock's origin (its 404 answer), so the page's calls are same-origin and Resource Timing sees their sizes.
    page.on('pageerror', (error) => console.error(`history-draw page: ${error.message}`));
    await page.goto(`${mock.url}/bench`);
    await page.setContent('<!doctype html><html><body><div id="chart" style="width:1200px"></div></body></html>');
    await page.addScriptTag({ content: script });
    const measure = async (days, mode) => {
      const runs = [];
      for (let i = 0; i < FETCH_ROUNDS; i++) runs.push(await page.evaluate((c) => window.historyFetchBench(c), { token, imei, days, mode }));
      return { ...runs[0], ms: median(runs.map((r) => r.ms)) };
    };
    console.log(`\nHistory of one home alarm (${imei}) fetched from vigil-mock and drawn 1,200 px wide, median of ${FETCH_ROUNDS}:`);
    let pass = true;
    for (const days of [30, 90]) {
      const raw = await measure(days, 'raw');
      const buckets = await measure(days, 'buckets');
      console.log(`  ${days} days, raw (today):  ${kb(raw.bytes).padStart(11)} in ${raw.requests} request(s), ${raw.ms.toFixed(0).padStart(6)} ms, ${raw.points.toLocaleString('en')} instants`);
      console.log(`  ${days} days, buckets:      ${kb(buckets.bytes).padStart(11)} in ${buckets.requests} request(s), ${buckets.ms.toFixed(0).padStart(6)} ms, ${buckets.points.toLocaleString('en')} buckets of ${buckets.bucketSeconds} s`);
      console.log(`  ${days} days, ratio:        bytes ${ratio(raw.bytes, buckets.bytes)}, time ${ratio(raw.ms, buckets.ms)}`);
      if (days === 30) pass = buckets.bytes < TARGET_BYTES && buckets.bucketSeconds !== null;
      if (days === 30) console.log(`history 30 days target: under ${kb(TARGET_BYTES)}: ${pass ? 'PASS' : 'FAIL'} (${kb(buckets.bytes)})`);
    }
    return pass;
  } finally {
    await mock.close();
  }
}

try {
  const script = await bundle('entry.ts', 'bench');
  const fetchScript = await bundle('fetch-entry.ts', 'fetch');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 480 } });
    await page.setContent('<!doctype html><html><body><div id="chart" style="width:1200px"></div></body></html>');
    await page.addScriptTag({ content: script });
    await page.evaluate((n) => window.historyBench(n), WARMUP);
    const { ours, bare, points } = await page.evaluate((n) => window.historyBench(n), ROUNDS);
    const oursMs = median(ours);
    const bareMs = median(bare);
    console.log(`History chart, ${points.toLocaleString('en')} points (30 days, one a minute), median of ${ROUNDS} draws in headless Chromium:`);
    console.log(`  ${oursMs.toFixed(1).padStart(7)} ms  Vigil history chart (unit scales, time zone, threshold lines)`);
    console.log(`  ${bareMs.toFixed(1).padStart(7)} ms  bare uPlot, default options, same points`);
    console.log(`  ratio ${(oursMs / bareMs).toFixed(2)}x of uPlot's own draw`);
    console.log(`history draw target: under ${TARGET_MS} ms: ${oursMs < TARGET_MS ? 'PASS' : 'FAIL'}`);
    if (oursMs >= TARGET_MS) process.exitCode = 1;
    if (!(await fetchAndDraw(browser, fetchScript))) process.exitCode = 1;
  } finally {
    await browser.close();
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
