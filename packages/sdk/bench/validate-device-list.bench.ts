/**
 * Validates a realistic 1,000-row device list response (`sensors.list`) through the real client path:
 * createClient → ky → injected fetch → JSON parse → error policy → zod validation. Target: under 5 ms per response.
 */
import { performance } from 'node:perf_hooks';
import { createClient, DEVICE_CATALOGUE, endpoints } from '../src/index';

const ROWS = 1000;
const WARMUP = 50;
const RUNS = 300;
const TARGET_MS = 5;

function deviceRow(index: number) {
  const product = DEVICE_CATALOGUE[index % DEVICE_CATALOGUE.length];
  return {
    id: index + 1,
    productId: product?.productid ?? '15144628',
    model: `JT-${100 + (index % 7)}`,
    sn: `SN${String(index).padStart(10, '0')}`,
    imei: `8665${String(10_000_000_000 + index)}`,
    status: index % 5 === 0 ? 'offline' : 'online',
    remark: index % 3 === 0 ? null : `厨房燃气报警器 ${index}`,
    location: `深圳市南山区科技园${index % 40}栋`,
    longitude: 113.94 + (index % 100) / 1000,
    latitude: 22.54 + (index % 100) / 1000,
    bindTime: '2026-03-01 09:30:00',
    lastOnlineTime: '2026-11-23 08:00:00',
    lastOfflineTime: index % 5 === 0 ? '2026-11-23 08:30:00' : null,
    // Fields the spec does not show, passed through untouched.
    deptId: 103,
    signal: -71,
    firmware: 'v2.3.1',
  };
}

const body = JSON.stringify({ code: 200, msg: '查询成功', total: ROWS, rows: Array.from({ length: ROWS }, (_, index) => deviceRow(index)) });
const inMemoryFetch: typeof fetch = async () => new Response(body, { headers: { 'Content-Type': 'application/json' } });

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
  return { mean, p95 };
}

async function measure(label: string, run: () => Promise<unknown> | unknown) {
  for (let index = 0; index < WARMUP; index += 1) await run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { label, ...stats(samples) };
}

const validating = createClient({ baseUrl: 'http://bench.invalid/api', getToken: () => 'token', fetch: inMemoryFetch });
const unvalidated = createClient({ baseUrl: 'http://bench.invalid/api', getToken: () => 'token', fetch: inMemoryFetch, validate: false });
const parsed = JSON.parse(body) as unknown;
const schema = endpoints.sensors.list.response;

const check = await validating.sensors.list();
if (!('rows' in check) || !Array.isArray(check.rows) || check.rows.length !== ROWS) throw new Error('bench setup: response not validated');

const results = [
  await measure('client call, validated (per response)', () => validating.sensors.list()),
  await measure('client call, validate: false', () => unvalidated.sensors.list()),
  await measure('schema.parse only', () => schema.parse(parsed)),
];

console.log(`validate-device-list: ${ROWS} rows, ${(body.length / 1024).toFixed(0)} KiB JSON, ${RUNS} runs after ${WARMUP} warm-up`);
for (const result of results) {
  console.log(`  ${result.label.padEnd(40)} mean ${result.mean.toFixed(3)} ms   p95 ${result.p95.toFixed(3)} ms`);
}
const [validated, raw] = results;
if (validated && raw) {
  const validationCost = validated.mean - raw.mean;
  console.log(`  validation cost in the client path      ${validationCost.toFixed(3)} ms (${(validated.mean / raw.mean).toFixed(2)}x the unvalidated call)`);
  const pass = validated.mean < TARGET_MS;
  console.log(`  target < ${TARGET_MS} ms per validated response: ${pass ? 'PASS' : 'FAIL'} (mean ${validated.mean.toFixed(3)} ms, p95 ${validated.p95.toFixed(3)} ms)`);
}
