#!/usr/bin/env node
/**
 * `pnpm bench`: every bench of the console in turn, each printing all its figures; exits non-zero when any printed
 * FAIL or broke (each exits non-zero then), after all have run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCHES = ['bundle-size', 'start-up', 'list-paint', 'history-draw', 'alarm-latency', 'video-split', 'page-main-thread'];
const here = path.dirname(fileURLToPath(import.meta.url));
const failed = [];
for (const bench of BENCHES) {
  console.log(`\n== ${bench}`);
  const { status } = spawnSync(process.execPath, [path.join(here, `${bench}.mjs`)], { stdio: 'inherit' });
  if (status !== 0) failed.push(bench);
}
console.log(failed.length === 0 ? '\nevery console bench passed' : `\nconsole benches that failed: ${failed.join(', ')}`);
process.exitCode = failed.length === 0 ? 0 : 1;
