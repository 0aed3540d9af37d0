import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer } from './support';

interface Device {
  id: number;
  imei: string;
  status: string;
  productId: string;
}

describe('lists page, filter and sort; state changes persist for the session', () => {
  let server: TestServer;
  let token: string;
  const devices = async (body: Record<string, unknown>) => (await call(server, 'POST', '/senstor/info/list', { token, json: body })).body as unknown as { rows: Device[]; total: number };

  signedInAdmin((session) => ({ server, token } = session));

  it('pages: total stays, rows change, pages do not overlap', async () => {
    const first = await devices({ productId: '15144628', pageNum: 1, pageSize: 10 });
    const second = await devices({ productId: '15144628', pageNum: 2, pageSize: 10 });
    expect(first.total).toBe(40);
    expect(second.total).toBe(40);
    expect(first.rows).toHaveLength(10);
    const ids = new Set(first.rows.map((d) => d.id));
    expect(second.rows.some((d) => ids.has(d.id))).toBe(false);
    const beyond = await devices({ productId: '15144628', pageNum: 9, pageSize: 10 });
    expect(beyond).toMatchObject({ rows: [], total: 40 });
  });

  it('filters by exact fields and by substring on names', async () => {
    const offline = await devices({ status: 'offline', pageSize: 500 });
    expect(offline.total).toBeGreaterThan(0);
    expect(offline.rows.every((d) => d.status === 'offline')).toBe(true);
    const sample = offline.rows[0];
    if (!sample) throw new Error('no offline device');
    const byImei = await devices({ imei: sample.imei.slice(3, 10) });
    expect(byImei.rows.map((d) => d.imei)).toContain(sample.imei);
  });

  it('sorts by orderByColumn and isAsc', async () => {
    const list = await call(server, 'POST', '/system/user/list', { token, body: new URLSearchParams({ orderByColumn: 'userName', isAsc: 'descending', pageSize: '100' }) });
    const names = (list.body.rows as { userName: string }[]).map((u) => u.userName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'zh-CN', { numeric: true })));
  });

  it('filters a time range', async () => {
    const all = await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageSize: 1000 } });
    const times = (all.body.rows as { time: string }[]).map((a) => a.time).sort();
    const middle = times[Math.floor(times.length / 2)] ?? '';
    const later = await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageSize: 1000, beginTime: middle } });
    const rows = later.body.rows as { time: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(times.length);
    expect(rows.every((a) => a.time >= middle)).toBe(true);
  });

  it('create, update and delete persist for the session', async () => {
    await call(server, 'POST', '/gdtz/ry', { token, json: { name: '测试 Tester', phone: '13811112222' } });
    const list = async () => (await call(server, 'GET', '/gdtz/ry?pageSize=100', { token })).body.rows as { id: number; name: string; phone: string }[];
    const created = (await list()).find((p) => p.name === '测试 Tester');
    if (!created) throw new Error('not created');
    await call(server, 'PUT', '/gdtz/ry', { token, json: { id: created.id, name: '测试 Tester', phone: '13833334444' } });
    expect((await list()).find((p) => p.id === created.id)?.phone).toBe('13833334444');
    await call(server, 'DELETE', `/gdtz/ry/${created.id}`, { token });
    expect((await list()).some((p) => p.id === created.id)).toBe(false);
    expect((await call(server, 'DELETE', `/gdtz/ry/${created.id}`, { token })).body.code).toBe(500);
  });

  it('history gives a 30-day chart at one-minute resolution page by page', async () => {
    const online = (await devices({ productId: '15144628', status: 'online', pageSize: 1 })).rows[0];
    if (!online) throw new Error('no online device');
    const thirtyDays = { imei: online.imei, probe: 1, beginTime: new Date(Date.now() - 30 * 86_400_000).toISOString(), pageNum: 1, pageSize: 1440 };
    const first = await call(server, 'POST', '/jgtc/history/show', { token, json: thirtyDays });
    expect(first.body.total).toBeGreaterThanOrEqual(30 * 1440);
    expect(first.body.rows).toHaveLength(1440);
    const last = await call(server, 'POST', '/jgtc/history/show', { token, json: { ...thirtyDays, pageNum: 30 } });
    expect((last.body.rows as unknown[]).length).toBeGreaterThan(0);
  });

  it('the unread notice count drops when a notice is closed', async () => {
    const count = async () => (await call(server, 'POST', '/system/notice/user/count', { token, body: new URLSearchParams({ status: '0' }) })).body.data as number;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const list = await call(server, 'POST', '/system/notice/list', { token, body: new URLSearchParams({ status: '0', pageSize: '100' }) });
    const notice = (list.body.rows as Record<string, unknown>[])[0];
    await call(server, 'PUT', '/system/notice', { token, json: { ...notice, status: '1' } });
    expect(await count()).toBe(before - 1);
  });
});
