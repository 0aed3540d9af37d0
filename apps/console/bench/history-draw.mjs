#!/usr/bin/env node
/**
 * History chart draw time: a 43,200-point series (30 days, one a minute) drawn by the history chart (its options,
 * unit scales, time zone and threshold lines) and by bare uPlot with its defaults, in the same run, in headless
 * Chromium (/usr/bin/chromium, Playwright's library API). Each figure is the median of ROUNDS draws after WARMUP,
 * timed from `new uPlot` to the end of the first draw. Offline: the page is bundled here with Vite.
 * Target (issue #11): under 50 ms.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const TARGET_MS = 50;
const WARMUP = 3;
const ROUNDS = 15;
const here = path.dirname(fileURLToPath(import.meta.url));
const out = mkdtempSync(path.join(tmpdir(), 'history-bench-'));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  await build({
    configFile: false,
    logLevel: 'silent',
    root: here,
    build: {
      outDir: out,
      emptyOutDir: true,
      lib: { entry: path.join(here, 'history-draw/entry.ts'), formats: ['iife'], name: 'HistoryBench', fileName: () => 'bench.js' },
    },
  });
  const script = readFileSync(path.join(out, 'bench.js'), 'utf8');
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
  } finally {
    await browser.close();
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
