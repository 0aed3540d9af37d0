import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginx } from '../../../../deploy/nginx/render.mjs';

const NGINX = '/usr/sbin/nginx';
/** `nobody`: as root (CI), nginx runs as this user instead, as it would on a site. */
const UNPRIVILEGED = 65534;

/** A running nginx: its URL (no trailing slash) and how to stop it. */
export interface RunningNginx {
  readonly url: string;
  stop(): Promise<void>;
}

/** A port free right now on 127.0.0.1 (nginx cannot listen on port 0 and say which it got). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once nginx answers `probe`, or rejects with what it printed if it exits first. */
function ready(child: ChildProcess, probe: string, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    child.once('exit', (code) => {
      if (!done) reject(new Error(`nginx exited (${code}) before answering:\n${output()}`));
      done = true;
    });
    child.once('error', (error) => {
      if (!done) reject(new Error(`nginx could not start: ${error.message}`));
      done = true;
    });
    const poll = async () => {
      while (!done) {
        try {
          await fetch(probe);
          done = true;
          return resolve();
        } catch {
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    void poll();
  });
}

/**
 * Debian's nginx as an unprivileged process, with the shipped site (deploy/nginx/render.mjs) rendered into a temp
 * folder: the built console from `root`, /api and /ws proxied to `backend`.
 */
export async function startNginx({ root, backend, base = '/' }: { root: string; backend: string; base?: string }): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx libnginx-mod-http-brotli-static (.ci/run does)`);
  const prefix = await mkdtemp(path.join(tmpdir(), 'vigil-nginx-'));
  await mkdir(path.join(prefix, 'logs'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // Never root: nginx runs as nobody, which owns its temp folder and may read the console's files.
    await chown(prefix, UNPRIVILEGED, UNPRIVILEGED);
    await chown(path.join(prefix, 'logs'), UNPRIVILEGED, UNPRIVILEGED);
    await chmod(root, 0o755);
  }
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    await writeFile(path.join(prefix, 'nginx.conf'), renderNginx({ listen: `127.0.0.1:${port}`, root, backend, base, standalone: true, prefix }));
    let output = '';
    const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {}),
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    try {
      await ready(child, `${url}${base}config.json`, () => output);
    } catch (error) {
      // Another process took the port between the probe and nginx's bind: try another.
      if (attempt < 3 && output.includes('Address already in use')) continue;
      await rm(prefix, { recursive: true, force: true });
      throw error;
    }
    return {
      url,
      stop: async () => {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGQUIT');
          await exited;
        }
        await rm(prefix, { recursive: true, force: true });
      },
    };
  }
}
