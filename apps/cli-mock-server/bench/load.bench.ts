/**
 * Load benchmark of vigil-mock on 127.0.0.1 (in-process server):
 *   1. requests/s and latency p50/p95/p99 for a paged device list and for login (autocannon);
 *   2. 1,000 concurrent alarm sockets receiving one pushed alarm: time until the last one has it.
 * Bounded: a few seconds per part. Run with `pnpm bench`.
 */
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import { startMockServer } from '../src/index';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = 20;
const SOCKETS = 1000;

const server = await startMockServer({ port: 0, captcha: false, log: () => {} });

async function post(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

async function load(title: string, path: string, body: unknown, token?: string): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // autocannon reports p97.5 but not p95: keep every response time and take the percentiles here.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: `${server.baseUrl}${path}`, method: 'POST' as const, headers, body: JSON.stringify(body), connections: CONNECTIONS, duration: DURATION_S };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) => (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN).toFixed(1);
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms   (${result.requests.total} requests, ${bad} failed, ${CONNECTIONS} connections, ${DURATION_S}s)`,
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
  const login = await post('/login', { username: 'admin', password: 'admin123' });
  const token = String(login.token);
  console.log(`vigil-mock load benchmark on ${server.url} (node ${process.version})`);
  await load('paged device list (20/page)', '/senstor/info/list', { productId: '15144628', pageNum: 2, pageSize: 20 }, token);
  await load('login (captcha off)', '/login', { username: 'operator', password: 'operator123' });
  await alarmFanOut();
} finally {
  await server.close();
}
