import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer } from './support';

interface Reading {
  probe: number;
  value: number;
  time: string;
}
interface Bucket {
  probe: number;
  time: string;
  min: number;
  max: number;
  mean: number;
  count: number;
}
const DAY = 86_400_000;

describe('history: 30 days of one-a-minute readings for one device, and longer ranges with a step', () => {
  let server: TestServer;
  let token: string;
  let imei: string;
  const history = async (body: Record<string, unknown>) => (await call(server, 'POST', '/jgtc/history/show', { token, json: body })).body as unknown as { code: number; rows: Reading[]; total: number; msg?: string };

  signedInAdmin(async (session) => {
    ({ server, token } = session);
    const list = await call(server, 'POST', '/senstor/info/list', { token, json: { productId: '15144628', status: 'online', pageSize: 1 } });
    const first = (list.body.rows as { imei: string }[])[0];
    if (!first) throw new Error('no online device');
    imei = first.imei;
  });

  it('answers 43,200 readings of one probe over 30 days in one page, a minute apart', async () => {
    const end = Date.now();
    const answer = await history({ imei, probe: 1, beginTime: new Date(end - 30 * DAY).toISOString(), endTime: new Date(end).toISOString(), pageNum: 1, pageSize: 50_000 });
    expect(answer.code).toBe(200);
    expect(answer.total).toBeGreaterThanOrEqual(43_200);
    expect(answer.total).toBeLessThanOrEqual(43_201);
    expect(answer.rows).toHaveLength(answer.total);
    expect(answer.rows.every((r) => typeof r.value === 'number')).toBe(true);
    const [a, b] = answer.rows;
    if (!a || !b) throw new Error('no rows');
    expect(Date.parse(b.time.replace(' ', 'T')) - Date.parse(a.time.replace(' ', 'T'))).toBe(60_000);
  });

  const buckets = async (body: Record<string, unknown>) => (await call(server, 'POST', '/jgtc/history/buckets', { token, json: body })).body as unknown as { code: number; rows: Bucket[]; total: number; msg?: string };

  it('summarises the same readings per bucket: min, max, mean and count of the raw rows of each quarter hour', async () => {
    const start = Math.floor((Date.now() - DAY) / 3_600_000) * 3_600_000;
    const range = { imei, beginTime: new Date(start + 7 * 60_000).toISOString(), endTime: new Date(start + 3 * 3_600_000).toISOString() };
    const raw = await history({ ...range, pageNum: 1, pageSize: 50_000 });
    const summary = await buckets({ ...range, bucketSeconds: 900 });
    expect(raw.code).toBe(200);
    expect(summary.code).toBe(200);
    // The mock's zone (Asia/Shanghai) is a whole number of hours from UTC: epoch quarter hours are wall-clock ones.
    const quarter = (time: string) => `${time.slice(0, 14)}${String(Math.floor(Number(time.slice(14, 16)) / 15) * 15).padStart(2, '0')}:00`;
    const expected = new Map<string, number[]>();
    for (const r of raw.rows) {
      const key = `${r.probe}@${quarter(r.time)}`;
      expected.set(key, [...(expected.get(key) ?? []), r.value]);
    }
    expect(summary.rows).toHaveLength(expected.size);
    for (const b of summary.rows) {
      const values = expected.get(`${b.probe}@${b.time}`) ?? [];
      expect(b.count).toBe(values.length);
      expect(b.min).toBe(Math.min(...values));
      expect(b.max).toBe(Math.max(...values));
      // The answer gives the mean to hundredths (rounded half up): within half a hundredth of the raw rows' mean,
      // that half included (11.995 is answered as 12). toBeCloseTo(…, 2) excluded it, and failed whenever a bucket's
      // mean fell on it. 1e-9 absorbs the floating-point error of the sum.
      const mean = values.reduce((a, v) => a + v, 0) / values.length;
      expect(Math.abs(b.mean - mean)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
    // The first bucket starts before beginTime and holds only the minutes from it on: 8 of its 15.
    expect(summary.rows[0]?.count).toBe(8);
    expect(summary.rows.reduce((sum, b) => sum + b.count, 0)).toBe(raw.total);
  });

  it('answers three months in hourly buckets in one small answer, and refuses more buckets than a chart can show', async () => {
    const end = Date.now();
    const range = { imei, probe: 1, beginTime: new Date(end - 90 * DAY).toISOString(), endTime: new Date(end).toISOString() };
    const hourly = await buckets({ ...range, bucketSeconds: 3600 });
    expect(hourly.code).toBe(200);
    expect(hourly.total).toBeGreaterThanOrEqual(90 * 24);
    expect(hourly.total).toBeLessThanOrEqual(90 * 24 + 1);
    expect(hourly.rows.reduce((sum, b) => sum + b.count, 0)).toBeGreaterThanOrEqual(90 * 1440);
    expect((await buckets({ ...range, bucketSeconds: 60 })).code).toBe(400);
    // Buckets are whole minutes: the readings are one a minute.
    expect((await buckets({ ...range, bucketSeconds: 90 })).code).toBe(400);
  });

  it('refuses three months at one a minute, and answers them every 4 minutes', async () => {
    const end = Date.now();
    const range = { imei, probe: 1, beginTime: new Date(end - 92 * DAY).toISOString(), endTime: new Date(end).toISOString(), pageNum: 1, pageSize: 50_000 };
    const refused = await history(range);
    expect(refused.code).toBe(400);
    expect(refused.rows ?? []).toHaveLength(0);
    const stepped = await history({ ...range, step: 4 });
    expect(stepped.code).toBe(200);
    expect(stepped.total).toBeGreaterThanOrEqual((92 * 1440) / 4);
    expect(stepped.total).toBeLessThanOrEqual((92 * 1440) / 4 + 1);
  });
});
