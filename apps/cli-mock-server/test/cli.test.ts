import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type CliRun, readyLine as ready, runCli } from './cli-process';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const run = (args: string[]): CliRun => runCli(CLI, args);

// Each test starts the server from its sources through tsx: a cold start that a busy machine can stretch past
// vitest's 30 s. Nothing here is timed; the timeout only detects a hang, so it is generous.
describe('vigil-mock CLI', { timeout: 120_000 }, () => {
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('--help prints usage with every flag and exits 0', async () => {
    const cli = run(['--help']);
    expect(await cli.exit).toBe(0);
    for (const flag of ['--host', '--port', '--base', '--seed', '--latency', '--alarm-interval', '--data', '--static', '--static-base', '--captcha', '--locale', '--cors', '--products', '--payment-ttl', '--dialect']) {
      expect(cli.stdout()).toContain(flag);
    }
  });

  it.each([
    [['--bogus'], /bogus/],
    [['--port', 'abc'], /--port must be an integer/],
    [['--latency', 'fast'], /latency/],
    [['--captcha', 'maybe'], /--captcha must be on or off/],
    [['--port', '70000'], /port must be 0-65535/],
    [['--products', 'house,fire'], /products must be all or catalogue codes .*"fire"/],
  ])('%j exits non-zero with a clear message', async (args, message) => {
    const cli = run(args);
    const code = await cli.exit;
    expect(code).not.toBe(0);
    expect(cli.stderr()).toMatch(message);
    expect(cli.stdout()).not.toMatch(/ready/);
  });

  it('--data in a folder that does not exist exits 2 with a one-line reason, before listening', async () => {
    const cli = run(['--port', '0', '--data', join(tmpdir(), `vigil-mock-missing-${process.pid}`, 'state.json')]);
    expect(await cli.exit).toBe(2);
    const [reason, ...rest] = cli.stderr().trim().split('\n');
    expect(reason).toMatch(/^vigil-mock: the folder of data file .*state\.json does not exist/);
    expect(rest).toEqual([]);
    expect(cli.stdout()).not.toMatch(/ready/);
  });

  it('--port 0 prints one parseable ready line, serves, and stops cleanly on SIGTERM', async () => {
    const cli = run(['--port', '0', '--base', '/prod-api', '--seed', '7']);
    started.push(cli.child);
    const [, url, port, api, ws] = await ready(cli);
    expect(Number(port)).toBeGreaterThan(0);
    expect(api).toBe(`${url}/prod-api`);
    expect(ws).toBe(`ws://127.0.0.1:${port}/ws/alarm`);
    const health = (await (await fetch(`${url}/__mock/health`)).json()) as { seed: number; base: string };
    expect(health).toMatchObject({ seed: 7, base: '/prod-api' });
    expect(((await (await fetch(`${api}/getInfo`)).json()) as { code: number }).code).toBe(401);
    cli.child.kill('SIGTERM');
    expect(await cli.exit, cli.stderr()).toBe(0);
    await expect(fetch(`${url}/__mock/health`)).rejects.toThrow();
  });

  it('--products flame,hat starts with exactly those products enabled on /device/product/list', async () => {
    const cli = run(['--port', '0', '--captcha', 'off', '--products', 'flame,hat']);
    started.push(cli.child);
    const [, , , api] = await ready(cli);
    const login = (await (await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) })).json()) as { token: string };
    const list = (await (await fetch(`${api}/device/product/list`, { headers: { authorization: `Bearer ${login.token}` } })).json()) as { rows: { code: string; enabled: boolean }[] };
    expect(list.rows).toHaveLength(15);
    expect(list.rows.filter((p) => p.enabled).map((p) => p.code)).toEqual(['flame', 'hat']);
    cli.child.kill('SIGTERM');
    expect(await cli.exit, cli.stderr()).toBe(0);
  });

  it('stops cleanly on SIGINT', async () => {
    const cli = run(['--port', '0']);
    started.push(cli.child);
    await ready(cli);
    cli.child.kill('SIGINT');
    expect(await cli.exit, cli.stderr()).toBe(0);
  });
});
