import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call, login, signedInAdmin, type TestServer, waitFor } from './support';

interface Reading {
  imei: string;
  probe: string | number;
  value: number | null;
  time: string;
}
interface Frame {
  payload: { sn: string; timeStamp: string; readings: Reading[] };
}

describe('POST /__mock/readings', () => {
  let server: TestServer;
  let token: string;
  let imei: string;
  // One frame on connect, then none for a minute: every further frame comes from the control route.
  signedInAdmin(async (session) => {
    ({ server, token } = session);
    const list = await call(server, 'POST', '/senstor/info/list', { token, json: { status: 'online', pageNum: 1, pageSize: 1 } });
    imei = (list.body.rows as { imei: string }[])[0]?.imei ?? '';
  }, { deviceInterval: 60_000 });

  const readings = async (): Promise<Reading[]> =>
    (await call(server, 'POST', '/intime/data', { token, json: { imei }, headers: { 'time-zone': 'UTC' } })).body.rows as Reading[];

  it('makes the device socket send the given value at once, and /intime/data report it', async () => {
    const ws = new WebSocket(`${server.deviceSocketUrl}?imei=${imei}&local=en&timeZone=UTC&token=${token}`);
    const frames: Frame[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
    try {
      await waitFor(() => frames[0], 'the first frame');
      const probe = String(frames[0]?.payload.readings[0]?.probe);
      const pushed = await call(server, 'POST', '/__mock/readings', { json: { imei, values: { [probe]: 42.5 } } });
      expect(pushed.body).toMatchObject({ code: 200, sockets: 1 });
      const frame = await waitFor(() => frames[1], 'the pushed frame');
      expect(frame.payload.readings.find((r) => String(r.probe) === probe)?.value).toBe(42.5);
      expect((await readings()).find((r) => String(r.probe) === probe)?.value).toBe(42.5);
    } finally {
      ws.close();
    }
  });

  it('silences a device: its data keeps the older time and its socket sends nothing; reset ends it', async () => {
    await call(server, 'POST', '/__mock/readings', { json: { imei, silentForMs: 600_000 } });
    const [reading] = await readings();
    const ageMs = Date.now() - Date.parse(`${reading?.time.replace(' ', 'T')}Z`);
    expect(ageMs).toBeGreaterThanOrEqual(599_000);
    expect(ageMs).toBeLessThan(660_000);

    const ws = new WebSocket(`${server.deviceSocketUrl}?imei=${imei}&local=en&timeZone=UTC&token=${token}`);
    const frames: Frame[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
    await new Promise<void>((resolve) => ws.on('open', () => resolve()));
    expect((await call(server, 'POST', '/__mock/readings', { json: { imei, silentForMs: 600_000 } })).body).toMatchObject({ sockets: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    ws.close();
    expect(frames).toEqual([]);

    await call(server, 'POST', '/__mock/reset');
    token = await login(server, 'admin', 'admin123');
    const [fresh] = await readings();
    expect(Date.now() - Date.parse(`${fresh?.time.replace(' ', 'T')}Z`)).toBeLessThan(5_000);
  });

  it('refuses an unknown IMEI (404) and a malformed body (400)', async () => {
    expect((await call(server, 'POST', '/__mock/readings', { json: { imei: '000000000000000' } })).body.code).toBe(404);
    const bad = await call(server, 'POST', '/__mock/readings', { json: { imei, values: { 1: 'high' } } });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^Readings: values\.1/);
  });
});
