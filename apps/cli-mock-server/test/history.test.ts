import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
interface Reading {
  probe: number;
  value: number;
  time: string;
}
const DAY = 86_400_000;

describe('history: 30 days of one-a-minute readings for one device, and longer ranges with a step', () => {
  let server: Server;
  let token: string;
  let imei: string;
  const history = async (body: Record<string, unknown>) => (await call(server, 'POST', '/jgtc/history/show', { token, json: body })).body as unknown as { code: number; rows: Reading[]; total: number; msg?: string };

  beforeAll(async () => {
    server = await startTestServer();
    token = await login(server, 'admin', 'admin123');
    const list = await call(server, 'POST', '/senstor/info/list', { token, json: { productId: '15144628', status: 'online', pageSize: 1 } });
    const first = (list.body.rows as { imei: string }[])[0];
    if (!first) throw new Error('no online device');
    imei = first.imei;
  });
  afterAll(() => server.close());

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
