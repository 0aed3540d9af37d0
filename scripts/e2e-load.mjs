#!/usr/bin/env node
// The e2e suite on a busy machine: two CPU-bound processes run beside Playwright for the whole run and are stopped
// afterwards, whether the suite passes, fails or is interrupted (Ctrl-C). Extra arguments go to `playwright test`
// (e.g. a spec file); without any, the whole suite runs (both projects, as `pnpm e2e` does).
// Usage: npx pnpm@10.34.8 e2e:load [playwright args...]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = path.join(root, 'apps/console');
const hogCount = 2;

// A hog spins, and exits by itself once its parent is gone (its ppid changes): a killed runner leaves no hog behind.
const hogSource = `const parent = process.ppid; for (;;) { const until = Date.now() + 200; while (Date.now() < until) Math.sqrt(Math.random()); if (process.ppid !== parent) process.exit(0); }`;

const hogs = Array.from({ length: hogCount }, () => spawn(process.execPath, ['-e', hogSource], { stdio: 'ignore' }));
console.log(`e2e:load: ${hogs.length} CPU hogs running (pids ${hogs.map((hog) => hog.pid).join(', ')})`);

function stopHogs() {
  for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
}

const args = process.argv.slice(2);
const playwrightArgs = ['playwright', 'test', ...(args.length > 0 ? args : ['--project=e2e', '--project=e2e-alone'])];
const started = Date.now();
// Its own process group: a signal to this script (Ctrl-C, a kill of its pid) reaches the runner, its workers and
// their browsers alike, not only the first process.
const suite = spawn(path.join(consoleDir, 'node_modules/.bin/playwright'), playwrightArgs.slice(1), { cwd: consoleDir, stdio: 'inherit', detached: true });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopHogs();
    try {
      process.kill(-suite.pid, signal);
    } catch {
      // Already gone.
    }
    // Playwright stops its workers and browsers on the signal; the exit handler below reports and exits.
  });
}
process.on('exit', stopHogs);

suite.on('exit', (code, signal) => {
  stopHogs();
  // Anything of the run's process group still alive (a browser of a killed worker) goes with it.
  try {
    process.kill(-suite.pid, 'SIGKILL');
  } catch {
    // Nothing left.
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`e2e:load: the suite ran ${minutes} min beside ${hogs.length} CPU hogs; exit ${code ?? signal}`);
  process.exit(code ?? 1);
});
