/**
 * Load benchmark of vigil-mock on 127.0.0.1 (servers in this process, the load from autocannon in a child process):
 *   1. the paged device list beside a plain `node:http` server answering the same bytes: req/s and p99, and the
 *      ratio (target: within 3×);
 *   2. the device list as the operator with and without the permission and data-scope layer (target: within 20%);
 *   3. login;
 *   4. notice create with `--data` (each answer on disk first) beside a bare append + fdatasync of a line of the same
 *      size, at 1,000 and at 20,000 notices (target: the rate at 20,000 within 20% of the rate at 1,000);
 *   5. 1,000 alarm sockets receiving one pushed alarm.
 * An answer counts only with the envelope's code 200 (a `{code: 401}` on HTTP 200 is a failure), and a load with
 * failed answers fails. Every target prints PASS or FAIL; any FAIL makes the process exit non-zero. Run: `pnpm bench`.
 *
 * Each figure is printed as req/s and p99, and as the servers' CPU time per answer (this process's CPU time during
 * the load: the load generator runs in another process). The verdicts compare CPU time per answer: on a shared
 * machine the share of CPU a server gets swings from one second to the next (the same code measured 64 and 3,636
 * req/s minutes apart on a 2-core machine with a load average of 30), which req/s carries and CPU time does not.
 */
import { mkdtemp, open, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { startMockServer } from '../src/index';
import { saveState } from '../src/persistence';
import { createSeedState } from '../src/seed';
import { formatTime } from '../src/time-format';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = 20;
const SOCKETS = 1000;
/** Rounds of each comparison, alternating so both sides see the same machine load; the best of each counts. */
const ROUNDS = 3;
/** Seconds of load before the rounds: the JIT and caches warm, so the first round is not the cold one. */
const WARM_UP_S = 5;
const ALLOWED_SLOWDOWN = 0.2;
const READ_FLOOR_RATIO = 3;
const WRITE_FLATNESS = 0.2;
const NOTICE_COUNTS = [1_000, 20_000] as const;
const LOAD_CLIENT = fileURLToPath(new URL('./load-client.cjs', import.meta.url));

const failures: string[] = [];
function verdict(pass: boolean, what: string): string {
  if (!pass) failures.push(what);
  return pass ? 'PASS' : 'FAIL';
}

interface Target {
  url: string;
  baseUrl: string;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU milliseconds of this process (the servers'; the load runs in another process) per answer. */
  cpuMs: number;
}

interface ClientFigures {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  failed: number;
  error?: string;
}

let client: ChildProcess | undefined;
/** Runs one load in the load-generator process. */
function generate(options: Record<string, unknown>): Promise<ClientFigures> {
  client ??= fork(LOAD_CLIENT, [], { stdio: 'inherit' });
  const generator = client;
  return new Promise((resolve, reject) => {
    generator.once('message', (message) => {
      const figures = message as ClientFigures;
      if (figures.error) reject(new Error(figures.error));
      else resolve(figures);
    });
    generator.send(options);
  });
}

async function post(target: Target, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${target.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

async function signIn(target: Target, username: string, password: string): Promise<string> {
  const login = await post(target, '/login', { username, password });
  if (login.code !== 200) throw new Error(`login failed: ${String(login.msg)}`);
  return String(login.token);
}

/** Loads one call for `seconds` and prints its figures (unless the title is null: a warm-up). */
async function load(title: string | null, target: Target, path: string, body: unknown, token?: string, seconds = DURATION_S): Promise<Figures> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const cpuBefore = process.cpuUsage();
  const result = await generate({ url: `${target.baseUrl}${path}`, method: 'POST', headers, body: JSON.stringify(body), connections: CONNECTIONS, duration: seconds });
  const cpu = process.cpuUsage(cpuBefore);
  const { failed } = result;
  const figures = { rps: result.rps, p50: result.p50, p99: result.p99, failed, cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, result.total) };
  if (title !== null) {
    console.log(
      `${title.padEnd(48)} ${Math.round(figures.rps).toString().padStart(7)} req/s   p50 ${figures.p50.toFixed(1)} ms   p99 ${figures.p99.toFixed(1)} ms   ${figures.cpuMs.toFixed(3)} ms CPU/answer   (${result.total} requests, ${failed} failed: code not 200)`,
    );
    if (failed > 0) failures.push(`${title}: ${failed} answers without code 200`);
  }
  return figures;
}

type Best = { rps: number; p99: number; cpuMs: number };
const better = (best: Best, figures: Figures): Best => ({ rps: Math.max(best.rps, figures.rps), p99: Math.min(best.p99, figures.p99), cpuMs: Math.min(best.cpuMs, figures.cpuMs) });
const none = (): Best => ({ rps: 0, p99: Number.POSITIVE_INFINITY, cpuMs: Number.POSITIVE_INFINITY });

/** A plain node:http server answering every request with `bytes`: the floor of any server on this machine. */
async function plainServer(bytes: Buffer): Promise<Target & { close(): Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length }).end(bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, baseUrl: url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The paged device list beside a plain server sending the very bytes it answers. */
async function readFloor(server: Target): Promise<void> {
  const token = await signIn(server, 'admin', 'admin123');
  const body = { productId: '15144628', pageNum: 2, pageSize: 20 };
  const response = await fetch(`${server.baseUrl}/senstor/info/list`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const plain = await plainServer(bytes);
  try {
    for (const target of [server, plain]) await load(null, target, '/senstor/info/list', body, token, WARM_UP_S);
    const best = { mock: none(), plain: none() };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const side of round % 2 === 1 ? (['mock', 'plain'] as const) : (['plain', 'mock'] as const)) {
        const title = side === 'mock' ? 'device list (20/page), admin, vigil-mock' : `same ${bytes.length} bytes, plain node:http`;
        best[side] = better(best[side], await load(title, side === 'mock' ? server : plain, '/senstor/info/list', body, token));
      }
    }
    const ratio = best.plain.rps / best.mock.rps;
    const cpuRatio = best.mock.cpuMs / best.plain.cpuMs;
    console.log(
      `reads: vigil-mock ${Math.round(best.mock.rps)} req/s p99 ${best.mock.p99.toFixed(1)} ms ${best.mock.cpuMs.toFixed(3)} ms CPU/answer, plain node:http ${Math.round(best.plain.rps)} req/s p99 ${best.plain.p99.toFixed(1)} ms ${best.plain.cpuMs.toFixed(3)} ms CPU/answer (best of ${ROUNDS}); req/s plain/mock ${ratio.toFixed(2)}×, CPU per answer mock/plain ${cpuRatio.toFixed(2)}×: ${verdict(cpuRatio <= READ_FLOOR_RATIO, `reads cost ${cpuRatio.toFixed(2)}× the plain server`)} (within ${READ_FLOOR_RATIO}×)`,
    );
  } finally {
    await plain.close();
  }
}

/** The paged device list as the operator with and without the access layer, alternating. */
async function accessLayerCost(server: Target, unguarded: Target): Promise<void> {
  // First page of 10: the operator sees 13 home alarms with the layer and 40 without, so both pages are full and equal in size.
  const body = { productId: '15144628', pageNum: 1, pageSize: 10 };
  const tokens = { with: await signIn(server, 'operator', 'operator123'), without: await signIn(unguarded, 'operator', 'operator123') };
  const targets = { with: server, without: unguarded };
  for (const side of ['with', 'without'] as const) await load(null, targets[side], '/senstor/info/list', body, tokens[side], WARM_UP_S);
  const best = { with: none(), without: none() };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const side of round % 2 === 1 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
      best[side] = better(best[side], await load(`device list, operator, ${side} access layer`, targets[side], '/senstor/info/list', body, tokens[side]));
    }
  }
  const ratio = best.with.rps / best.without.rps;
  const kept = best.without.cpuMs / best.with.cpuMs;
  console.log(
    `access layer: with ${Math.round(best.with.rps)} req/s p99 ${best.with.p99.toFixed(1)} ms ${best.with.cpuMs.toFixed(3)} ms CPU/answer, without ${Math.round(best.without.rps)} req/s p99 ${best.without.p99.toFixed(1)} ms ${best.without.cpuMs.toFixed(3)} ms CPU/answer (best of ${ROUNDS}); req/s ratio ${ratio.toFixed(2)}, CPU without/with ${kept.toFixed(2)}: ${verdict(kept >= 1 - ALLOWED_SLOWDOWN, `access layer keeps ${kept.toFixed(2)}`)} (within ${ALLOWED_SLOWDOWN * 100}%)`,
  );
}

const NOTICE = { noticeTitle: '设备巡检通知 Inspection notice', noticeType: '1', status: '0', noticeContent: '<p>请各班组于本周五前完成辖区内燃气报警器的巡检并上报结果。</p>' };

/** A `--data` file holding the seed plus notices up to `count` (set-up: written directly, not what is measured). */
async function dataFileWith(folder: string, count: number): Promise<string> {
  const file = join(folder, `state-${count}.json`);
  const state = createSeedState(1, Date.now());
  const notices = state.collections.notices ?? [];
  state.collections.notices = notices;
  while (notices.length < count) {
    state.sequence += 1;
    notices.push({ ...NOTICE, noticeId: state.sequence, createBy: 'admin', createTime: formatTime(Date.now()), readBy: [] });
  }
  await saveState(file, state);
  return file;
}

/** Appends of one line of `bytes` bytes, each flushed with fdatasync, for `seconds`: the floor of a durable write. */
async function appendFloor(folder: string, bytes: number, seconds = DURATION_S): Promise<number> {
  const handle = await open(join(folder, 'floor.journal'), 'a');
  const line = `${'x'.repeat(Math.max(1, bytes - 1))}\n`;
  let done = 0;
  const end = performance.now() + seconds * 1000;
  try {
    while (performance.now() < end) {
      await handle.write(line);
      await handle.datasync();
      done += 1;
    }
  } finally {
    await handle.close();
  }
  return done / seconds;
}

/** Notice create with --data at 1,000 and at 20,000 notices: the rate must stay flat as the state grows. */
async function writesAsStateGrows(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'vigil-mock-bench-'));
  try {
    const rates: Best[] = [];
    let lineBytes = 0;
    for (const count of NOTICE_COUNTS) {
      const server = await startMockServer({ port: 0, captcha: false, log: () => {}, data: await dataFileWith(folder, count) });
      try {
        const token = await signIn(server, 'admin', 'admin123');
        await load(null, server, '/system/notice', NOTICE, token, WARM_UP_S);
        let best = none();
        for (let round = 1; round <= ROUNDS; round++) best = better(best, await load(`notice create, --data, ${count.toLocaleString('en-US')}+ notices`, server, '/system/notice', NOTICE, token));
        rates.push(best);
        lineBytes = Math.max(lineBytes, Buffer.byteLength(JSON.stringify({ n: 1, collections: { notices: { inserted: [[count, { ...NOTICE, noticeId: count }]] } } })) + 80);
      } finally {
        await server.close();
      }
    }
    const floor = await appendFloor(folder, lineBytes);
    console.log(`append + fdatasync of a ${lineBytes}-byte line, one at a time (floor of a durable write) ${Math.round(floor).toString().padStart(7)} /s`);
    const [small = none(), large = none()] = rates;
    // The rate a write's own cost allows, from its CPU time: what grows with the state if a write re-reads it.
    const kept = small.cpuMs / large.cpuMs;
    console.log(
      `writes: notice create at ${NOTICE_COUNTS[0].toLocaleString('en-US')} notices ${Math.round(small.rps)} req/s (${(small.rps / floor).toFixed(2)}× the append floor) ${small.cpuMs.toFixed(3)} ms CPU/write, at ${NOTICE_COUNTS[1].toLocaleString('en-US')} ${Math.round(large.rps)} req/s (${(large.rps / floor).toFixed(2)}×) ${large.cpuMs.toFixed(3)} ms CPU/write; req/s kept ${((large.rps / small.rps) * 100).toFixed(0)}%, CPU-bound rate kept ${(kept * 100).toFixed(0)}%: ${verdict(kept >= 1 - WRITE_FLATNESS, `write rate fell to ${(kept * 100).toFixed(0)}% as notices grew`)} (falls no more than ${WRITE_FLATNESS * 100}%)`,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function alarmFanOut(server: Awaited<ReturnType<typeof startMockServer>>): Promise<void> {
  const clients: WebSocket[] = [];
  const openStart = performance.now();
  await Promise.all(
    Array.from({ length: SOCKETS }, async () => {
      const ws = new WebSocket(`${server.alarmSocketUrl}?uuid=bench&p=-1&local=zh&timeZone=Asia%2FShanghai`);
      clients.push(ws);
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
    }),
  );
  const opened = performance.now() - openStart;
  const received = clients.map((ws) => new Promise<number>((resolve) => ws.once('message', () => resolve(performance.now()))));
  const pushStart = performance.now();
  const pushed = await fetch(`${server.url}/__mock/alarms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1 }) });
  const { sockets } = (await pushed.json()) as { sockets: number };
  const times = await Promise.all(received);
  console.log(
    `alarm fan-out ${SOCKETS} sockets   connected in ${opened.toFixed(0)} ms; pushed to ${sockets}; first received after ${(Math.min(...times) - pushStart).toFixed(1)} ms, last after ${(Math.max(...times) - pushStart).toFixed(1)} ms`,
  );
  for (const ws of clients) ws.terminate();
}

const server = await startMockServer({ port: 0, captcha: false, log: () => {} });
const unguarded = await startMockServer({ port: 0, captcha: false, log: () => {}, enforceAccess: false });
try {
  console.log(`vigil-mock load benchmark on ${server.url} (node ${process.version}; load from another process, ${CONNECTIONS} connections, ${DURATION_S}s per figure)`);
  await readFloor(server);
  await accessLayerCost(server, unguarded);
  await load('login (captcha off)', server, '/login', { username: 'operator', password: 'operator123' });
  await writesAsStateGrows();
  await alarmFanOut(server);
} finally {
  client?.disconnect();
  await Promise.all([server.close(), unguarded.close()]);
}
if (failures.length > 0) {
  console.log(`FAIL: ${failures.join('; ')}`);
  process.exitCode = 1;
}
