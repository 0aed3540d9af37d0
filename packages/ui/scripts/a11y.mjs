// Builds the gallery (gallery/) with the theme exactly as the console imports it, opens every scene in
// Chromium in the light and the dark theme and runs axe-core on it. Exits 1 on any serious or critical
// violation (colour contrast included), or on a rendered class list whose Tailwind utilities clash (cn() does
// not merge them). Usage: pnpm run a11y [--keep] (CHROMIUM=/path overrides the browser). Needs the built dist.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { findClassConflicts } from '../dist/class-conflicts.js';

const scenes = ['base', 'confirm', 'drawer', 'menu', 'popover', 'select', 'toast'];
const themes = ['light', 'dark'];
// Radix Select always hides the rest of the page with aria-hidden while its listbox is open (no non-modal
// option); focus is trapped in the listbox then, so the hidden trigger is unreachable. Reported, not counted.
const knownIssues = { select: ['aria-hidden-focus'] };
const configFile = fileURLToPath(new URL('../gallery/vite.config.ts', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'vigil-ui-gallery-'));

await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer(async (req, res) => {
  const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
  try {
    const body = await readFile(join(outDir, path === '/' ? 'index.html' : path));
    res.writeHead(200, { 'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let failures = 0;
try {
  const page = await browser.newPage();
  for (const scene of scenes) {
    for (const theme of themes) {
      await page.goto(`http://127.0.0.1:${port}/?scene=${scene}&theme=${theme}`);
      await page.waitForSelector('main h1');
      await page.waitForTimeout(150); // let portals settle
      await page.addScriptTag({ content: axe.source });
      const result = await page.evaluate(() =>
        window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
      );
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const known = serious.filter((v) => knownIssues[scene]?.includes(v.id));
      const bad = serious.filter((v) => !known.includes(v));
      failures += bad.length;
      for (const v of known) console.log(`     known (not counted): ${v.impact} ${v.id} on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      console.log(`${bad.length === 0 ? 'ok  ' : 'FAIL'} ${scene.padEnd(8)} ${theme.padEnd(5)} passes=${result.passes.length} serious/critical=${bad.length}`);
      const classLists = await page.evaluate(() => [...document.querySelectorAll('[class]')].map((el) => el.getAttribute('class') ?? ''));
      const clashes = findClassConflicts(classLists);
      failures += clashes.length;
      for (const clash of clashes) console.log(`FAIL ${scene.padEnd(8)} ${theme.padEnd(5)} clashing classes: ${clash.overridden.join(' ')} in "${clash.classes}"`);
      for (const v of bad) {
        console.log(`     ${v.impact} ${v.id}: ${v.help}`);
        for (const node of v.nodes.slice(0, 5)) console.log(`       ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
  if (!process.argv.includes('--keep')) await rm(outDir, { recursive: true, force: true });
  else console.log(`gallery kept in ${outDir}`);
}
process.exitCode = failures > 0 ? 1 : 0;
