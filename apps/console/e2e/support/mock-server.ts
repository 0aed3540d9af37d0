import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Flags of one vigil-mock instance, as the e2e tests need them. */
export interface MockFlags {
  /** Directory of a built console; default apps/console/dist. */
  staticDir?: string;
  staticBase?: string;
  captcha?: boolean;
  alarmInterval?: number;
}

/** A running vigil-mock: its URL (no trailing slash) and how to stop it. */
export interface RunningMock {
  readonly url: string;
  stop(): Promise<void>;
}

export class MockStartError extends Error {
  override name = 'MockStartError';
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const consoleRoot = path.resolve(here, '../..');
export const consoleDist = path.join(consoleRoot, 'dist');
const require = createRequire(import.meta.url);

const READY_LINE = /vigil-mock ready (http:\/\/127\.0\.0\.1:\d+)/;
const START_TIMEOUT_MS = 15_000;

/**
 * Starts vigil-mock from its built dist on 127.0.0.1, port 0, serving a built console.
 * The CLI is spawned (rather than imported) so a crash or a blocked event loop in the
 * mock can never take the test runner down with it, and its ready line is the contract.
 */
export async function startMock(flags: MockFlags = {}): Promise<RunningMock> {
  const staticDir = flags.staticDir ?? consoleDist;
  if (!existsSync(path.join(staticDir, 'index.html')))
    throw new MockStartError(`no built console in ${staticDir}: run \`pnpm run build\` in apps/console first`);
  const cli = mockCliPath();
  const args = [cli, '--host', '127.0.0.1', '--port', '0', '--static', staticDir];
  if (flags.staticBase) args.push('--static-base', flags.staticBase);
  if (flags.captcha === false) args.push('--captcha', 'off');
  if (flags.alarmInterval !== undefined) args.push('--alarm-interval', String(flags.alarmInterval));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await readyUrl(child);
  return { url, stop: () => stopChild(child) };
}

function mockCliPath(): string {
  const pkg = require.resolve('@vigil/mock-server/package.json');
  const cli = path.join(path.dirname(pkg), 'dist', 'cli.js');
  if (!existsSync(cli)) throw new MockStartError(`${cli} is missing: build apps/cli-mock-server first`);
  return cli;
}

function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new MockStartError(`${reason}\n--- vigil-mock output ---\n${output}`));
    };
    const timer = setTimeout(() => fail(`vigil-mock printed no ready line in ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY_LINE.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      // Keep draining so a chatty mock never blocks on a full pipe.
      child.stdout?.resume();
      child.stderr?.resume();
      resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => fail(`vigil-mock exited early (code ${code}, signal ${signal})`));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.removeAllListeners('exit');
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
