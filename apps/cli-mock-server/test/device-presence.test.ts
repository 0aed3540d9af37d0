import { HOUSE_PRODUCT_ID, STALE_AFTER_MS } from '@vigil/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
interface Device {
  imei: string;
  status: string;
  lastOnlineTime: string | null;
  lastOfflineTime: string | null;
}

describe('device presence follows readings, on the control API clock', () => {
  let server: Server;
  let token: string;
  const imei = '861234567890123';
  beforeAll(async () => {
    // The wall clock stands still: only the control API's clock moves time, however slow the machine.
    const wall = Date.now();
    server = await startTestServer({ now: () => wall });
  });
  beforeEach(async () => {
    await call(server, 'POST', '/__mock/reset');
    token = await login(server, 'admin', 'admin123');
  });
  afterAll(() => server.close());

  const device = async (which = imei): Promise<Device> => {
    const list = await call(server, 'POST', '/senstor/info/list', { token, json: { imei: which, pageNum: 1, pageSize: 10 } });
    const found = (list.body.rows as Device[]).find((d) => d.imei === which);
    if (!found) throw new Error(`no device ${which}`);
    return found;
  };
  const values = async (which = imei) =>
    ((await call(server, 'POST', '/intime/data', { token, json: { imei: which } })).body.rows as { value: number | null; probe: number }[]).map((r) => r.value);
  const advance = (advanceMs: number) => call(server, 'POST', '/__mock/clock', { json: { advanceMs } });

  it('an added device is offline with no data until it reports; it goes offline after the stale interval of silence', async () => {
    expect((await call(server, 'POST', '/senstor/info', { token, json: { productId: HOUSE_PRODUCT_ID, imei } })).body.code).toBe(200);
    expect((await device()).status).toBe('offline');
    expect(await values()).toEqual([null, null]);

    const pushed = await call(server, 'POST', '/__mock/readings', { json: { imei, values: { 1: 12.5 } } });
    expect(pushed.body.code).toBe(200);
    const online = await device();
    expect(online.status).toBe('online');
    expect(online.lastOnlineTime).not.toBeNull();
    expect((await values())[0]).toBe(12.5);

    // One second short of the interval it is still online; at the interval it is offline, its last data kept.
    await advance(STALE_AFTER_MS - 1000);
    expect((await device()).status).toBe('online');
    await advance(1000);
    const offline = await device();
    expect(offline.status).toBe('offline');
    expect(offline.lastOfflineTime).not.toBeNull();
    expect((await values())[0]).toBe(12.5);
    const counts = (await call(server, 'GET', `/device/chart/count?imei=${imei}`, { token })).body.data as { online: number; offline: number };
    expect(counts).toMatchObject({ online: 0, offline: 1 });

    // Reporting again brings it back.
    await call(server, 'POST', '/__mock/readings', { json: { imei, values: { 1: 13 } } });
    expect((await device()).status).toBe('online');
  });

  it('a seeded online device streams: the clock alone does not take it offline, silence does', async () => {
    const list = await call(server, 'POST', '/senstor/info/list', { token, json: { status: 'online', pageNum: 1, pageSize: 1 } });
    const streaming = (list.body.rows as Device[])[0]?.imei ?? '';
    await advance(3 * STALE_AFTER_MS);
    expect((await device(streaming)).status).toBe('online');
    await call(server, 'POST', '/__mock/readings', { json: { imei: streaming, silentForMs: 60_000 } });
    expect((await device(streaming)).status).toBe('online');
    await advance(STALE_AFTER_MS);
    expect((await device(streaming)).status).toBe('offline');
  });

  it('the clock answers how far ahead it is; reset goes back to the wall clock; a bad body is a 400', async () => {
    const moved = await advance(90_000);
    expect(moved.body.data).toMatchObject({ offsetMs: 90_000 });
    expect((await advance(10_000)).body.data).toMatchObject({ offsetMs: 100_000 });
    // The recording clock is the same clock.
    expect((await call(server, 'POST', '/__mock/recordings/clock', { json: { advanceMs: 0 } })).body.data).toMatchObject({ offsetMs: 100_000 });
    expect((await call(server, 'POST', '/__mock/clock', { json: { reset: true } })).body.data).toMatchObject({ offsetMs: 0 });
    await advance(5000);
    await call(server, 'POST', '/__mock/reset');
    expect((await advance(0)).body.data).toMatchObject({ offsetMs: 0 });
    const bad = await call(server, 'POST', '/__mock/clock', { json: { advanceMs: -1 } });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^Clock: advanceMs/);
  });
});
