/**
 * Load benchmark of vigil-mock on 127.0.0.1 (in-process server):
 *   1. requests/s and latency p50/p95/p99 for a paged device list and for login (autocannon); the device list twice,
 *      as the operator with the permission and data-scope layer and on a second server without it
 *      (`enforceAccess: false`), alternating, with the ratio and PASS/FAIL against "within 20%";
 *   2. 1,000 concurrent alarm sockets receiving one pushed alarm: time until the last one has it.
 * Bounded: a few seconds per part. Run with `pnpm bench`.
 */
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import { startMockServer } from '../src/index';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = 20;
const SOCKETS = 1000;
/** Rounds of the with/without comparison, alternating so both see the same machine load; the best of each counts. */
const ROUNDS = 2;
const ALLOWED_SLOWDOWN = 0.2;

const server = await startMockServer({ port: 0, captcha: false, log: () => {} });
const unguarded = await startMockServer({ port: 0, captcha: false, log: () => {}, enforceAccess: false });

type Server = typeof server;

interface Figures {
  rps: number;
  p99: number;
}

async function post(target: Server, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${target.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

async function signIn(target: Server, username: string, password: string): Promise<string> {
  const login = await post(target, '/login', { username, password });
  if (login.code !== 200) throw new Error(`login failed: ${String(login.msg)}`);
  return String(login.token);
}

/** Loads one call for `seconds` and prints its figures (unless the title is null: a warm-up). */
async function load(title: string | null, path: string, body: unknown, token?: string, target: Server = server, seconds = DURATION_S): Promise<Figures> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // autocannon reports p97.5 but not p95: keep every response time and take the percentiles here.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: `${target.baseUrl}${path}`, method: 'POST' as const, headers, body: JSON.stringify(body), connections: CONNECTIONS, duration: seconds };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) => (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN).toFixed(1);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (title !== null) {
    console.log(
      `${title.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms   (${result.requests.total} requests, ${bad} failed, ${CONNECTIONS} connections, ${seconds}s)`,
    );
  }
  return { rps: result.requests.average, p99: Number(pct(99)) };
}

/** The paged device list as the operator (scope filtering) with and without the access layer, alternating. */
async function accessLayerCost(): Promise<void> {
  // First page of 10: the operator sees 13 home alarms with the layer and 40 without, so both pages are full and equal in size.
  const body = { productId: '15144628', pageNum: 1, pageSize: 10 };
  const tokens = { with: await signIn(server, 'operator', 'operator123'), without: await signIn(unguarded, 'operator', 'operator123') };
  // Warm both servers and the load generator (JIT, caches, sockets) so the first measured round is not the cold one.
  for (const side of ['with', 'without'] as const) await load(null, '/senstor/info/list', body, tokens[side], side === 'with' ? server : unguarded, 1);
  const best = { with: { rps: 0, p99: Number.POSITIVE_INFINITY }, without: { rps: 0, p99: Number.POSITIVE_INFINITY } };
  for (let round = 1; round <= ROUNDS; round++) {
    // The order alternates too, so neither side always runs right after the other's garbage.
    for (const side of round % 2 === 1 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
      const figures = await load(`device list, operator, ${side} access layer`, '/senstor/info/list', body, tokens[side], side === 'with' ? server : unguarded);
      best[side] = { rps: Math.max(best[side].rps, figures.rps), p99: Math.min(best[side].p99, figures.p99) };
    }
  }
  const ratio = best.with.rps / best.without.rps;
  const verdict = ratio >= 1 - ALLOWED_SLOWDOWN ? 'PASS' : 'FAIL';
  console.log(
    `access layer: with ${Math.round(best.with.rps)} req/s p99 ${best.with.p99.toFixed(1)} ms, without ${Math.round(best.without.rps)} req/s p99 ${best.without.p99.toFixed(1)} ms (best req/s and best p99 of ${ROUNDS} rounds each); req/s ratio ${ratio.toFixed(2)}: ${verdict} (within ${ALLOWED_SLOWDOWN * 100}%)`,
  );
}

async function alarmFanOut(): Promise<void> {
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
  const received = clients.map(
    (ws) =>
      new Promise<number>((resolve) => {
        ws.once('message', () => resolve(performance.now()));
      }),
  );
  const pushStart = performance.now();
  const pushed = await fetch(`${server.url}/__mock/alarms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1 }) });
  const { sockets } = (await pushed.json()) as { sockets: number };
  const times = await Promise.all(received);
  const last = Math.max(...times) - pushStart;
  const first = Math.min(...times) - pushStart;
  console.log(`alarm fan-out ${SOCKETS} sockets   connected in ${opened.toFixed(0)} ms; pushed to ${sockets}; first received after ${first.toFixed(1)} ms, last after ${last.toFixed(1)} ms`);
  for (const ws of clients) ws.terminate();
}

try {
  const token = await signIn(server, 'admin', 'admin123');
  console.log(`vigil-mock load benchmark on ${server.url} (node ${process.version})`);
  await load('paged device list (20/page), admin', '/senstor/info/list', { productId: '15144628', pageNum: 2, pageSize: 20 }, token);
  await accessLayerCost();
  await load('login (captcha off)', '/login', { username: 'operator', password: 'operator123' });
  await alarmFanOut();
} finally {
  await Promise.all([server.close(), unguarded.close()]);
}
