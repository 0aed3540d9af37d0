#!/usr/bin/env node
// `npm test` after the install: build once, then run the independent checks side by side — typecheck and unit tests
// (turbo), biome, and the Playwright e2e suite — each line prefixed with its part. Every part runs to its end (one
// failing does not hide another's result); the command fails when any part failed, with a summary of each.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Runs one part, its output prefixed line by line; resolves with its exit code and duration. */
function run(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    }
    child.on('error', (error) => resolve({ name, code: 1, seconds: 0, error }));
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }));
  });
}

// Arguments, if any, go to `playwright test` (a spec file, say); `npm test` passes none.
const playwrightArgs = process.argv.slice(2);
const started = Date.now();
const results = [];
// The build feeds every other part (the packages' dist, the console's dist the e2e serves): it comes first, alone.
const build = await run('build', bin('turbo'), ['run', 'build']);
results.push(build);
if (build.code === 0) {
  results.push(
    ...(await Promise.all([
      // --only: the build is done; a second turbo replaying it from cache would rewrite dist under the running e2e.
      run('e2e', bin('turbo'), ['run', 'e2e', '--only', ...(playwrightArgs.length > 0 ? ['--', ...playwrightArgs] : [])]),
      // Two tasks at a time beside the e2e (2 cores): ten vitest pools and tsc at once starved vitest's workers of
      // the time to start. --continue: every package's result is shown, not only the first failure's.
      run('unit', bin('turbo'), ['run', 'typecheck', 'test', '--only', '--concurrency=2', '--continue']),
      run('lint', bin('biome'), ['lint', '.']),
    ])),
  );
}

console.log('\nnpm test:');
for (const { name, code, seconds, error } of results) console.log(`  ${code === 0 ? 'ok    ' : 'FAILED'} ${name} (${seconds.toFixed(0)} s)${error ? ` ${error.message}` : ''}`);
if (build.code !== 0) console.log('  skipped e2e, unit, lint: the build failed');
console.log(`  total ${((Date.now() - started) / 60_000).toFixed(1)} min`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
