import { HOUSE_PRODUCT_ID } from '@vigil/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call, login, startTestServer, waitFor } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** The flame detector's catalogue product id (spec §1). */
const FLAME_PRODUCT_ID = '15144642';

interface Received {
  ws: WebSocket;
  sns: string[];
}

async function open(url: string): Promise<Received> {
  const ws = new WebSocket(url);
  const sns: string[] = [];
  ws.on('message', (data) => sns.push((JSON.parse(String(data)) as { payload: { sn: string } }).payload.sn));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, sns };
}

const payload = (proBh: string, sn: string) => ({ proBh, sn, alarmVo: { name: 'scope', notes: 'scope', alarm: '2', timeStamp: Date.now() } });

describe('the alarm socket’s scope', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ products: 'all' });
  });
  afterAll(() => server.close());

  /** A house device of the operator's own department (its data scope). */
  async function ownHouseDevice(token: string): Promise<string> {
    const east = String(((await call(server, 'GET', '/getInfo', { token })).body.user as { deptId: unknown }).deptId);
    const devices = (await call(server, 'POST', '/senstor/info/list', { token, json: { productId: HOUSE_PRODUCT_ID, pageSize: 500 } })).body.rows as { imei: string; deptId: unknown }[];
    const own = devices.find((d) => String(d.deptId) === east);
    if (!own) throw new Error("the seed has house devices in the operator's department");
    return own.imei;
  }

  it('with the session token, a house-only operator gets house alarms only; the admin and the public channel get all', async () => {
    const base = `${server.alarmSocketUrl}?uuid=s&p=-1&local=zh&timeZone=Asia%2FShanghai`;
    const token = await login(server, 'operator', 'operator123');
    const house = await ownHouseDevice(token);
    const operator = await open(`${base}&token=${token}`);
    const admin = await open(`${base}&token=${await login(server, 'admin', 'admin123')}`);
    const anonymous = await open(base);
    await call(server, 'POST', '/__mock/alarms', { json: [payload(FLAME_PRODUCT_ID, '860000000000001'), payload(HOUSE_PRODUCT_ID, house)] });
    await waitFor(() => admin.sns.length === 2 && anonymous.sns.length === 2 && operator.sns.length >= 1, 'the alarms');
    // Both alarms went out in one broadcast: had the flame one been sent to the operator, it would be here by now.
    expect(operator.sns).toEqual([house]);
    expect(admin.sns).toEqual(['860000000000001', house]);
    expect(anonymous.sns).toEqual(admin.sns);
    for (const socket of [operator, admin, anonymous]) socket.ws.close();
  });

  it("with the session token, the operator's feed follows its data scope: its own department's devices, not the South team's, as its alarm list", async () => {
    const admin = await login(server, 'admin', 'admin123');
    const token = await login(server, 'operator', 'operator123');
    const east = String(((await call(server, 'GET', '/getInfo', { token })).body.user as { deptId: unknown }).deptId);
    const depts = (await call(server, 'GET', '/system/dept/list', { token: admin })).body.data as { deptId: unknown; parentId: unknown }[];
    const ops = String(depts.find((d) => String(d.deptId) === east)?.parentId);
    // The seed: 运维中心 (ops) holds 华东运维组 (east, the operator's) and 华南运维组 (south).
    const south = String(depts.find((d) => String(d.parentId) === ops && String(d.deptId) !== east)?.deptId);
    const devices = (await call(server, 'POST', '/senstor/info/list', { token: admin, json: { productId: HOUSE_PRODUCT_ID, pageSize: 500 } })).body.rows as { imei: string; deptId: unknown }[];
    const own = devices.find((d) => String(d.deptId) === east);
    const other = devices.find((d) => String(d.deptId) === south);
    if (!own || !other) throw new Error('the seed has house devices in east and south');
    const base = `${server.alarmSocketUrl}?uuid=d&p=-1&local=zh&timeZone=Asia%2FShanghai`;
    const operator = await open(`${base}&token=${token}`);
    const anonymous = await open(base);
    await call(server, 'POST', '/__mock/alarms', { json: [payload(HOUSE_PRODUCT_ID, other.imei), payload(HOUSE_PRODUCT_ID, own.imei)] });
    await waitFor(() => anonymous.sns.length === 2 && operator.sns.length >= 1, 'the alarms');
    // One broadcast: had the South team's alarm been sent to the operator, it would be here before its own.
    expect(operator.sns).toEqual([own.imei]);
    expect(anonymous.sns).toEqual([other.imei, own.imei]);
    // The same set as its alarm list.
    const listed = (await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageNum: 1, pageSize: 500 } })).body.rows as { imei: string }[];
    expect(listed.map((a) => a.imei)).toContain(own.imei);
    expect(listed.map((a) => a.imei)).not.toContain(other.imei);
    for (const socket of [operator, anonymous]) socket.ws.close();
  });

  it('refuses a token that names no session with 401', async () => {
    const ws = new WebSocket(`${server.alarmSocketUrl}?uuid=s&p=-1&local=zh&timeZone=UTC&token=nope`);
    const error = await new Promise<Error>((resolve) => ws.on('error', resolve));
    expect(error.message).toMatch(/Unexpected server response: 401/);
  });
});

describe('faults { socketsDown }', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('closes the sockets and refuses new ones (503) until restored; alarms pushed meanwhile are still listed', async () => {
    const url = `${server.alarmSocketUrl}?uuid=d&p=-1&local=zh&timeZone=Asia%2FShanghai`;
    const first = await open(url);
    const closed = new Promise<number>((resolve) => first.ws.on('close', resolve));
    const down = await call(server, 'POST', '/__mock/faults', { json: { socketsDown: true } });
    expect(down.body).toMatchObject({ dropped: 1, data: { socketsDown: true } });
    await closed;
    const refused = new WebSocket(url);
    const error = await new Promise<Error>((resolve) => refused.on('error', resolve));
    expect(error.message).toMatch(/Unexpected server response: 503/);

    const sns = ['861111111111101', '861111111111102', '861111111111103', '861111111111104', '861111111111105'];
    const pushed = await call(server, 'POST', '/__mock/alarms', { json: sns.map((sn) => payload(HOUSE_PRODUCT_ID, sn)) });
    expect(pushed.body.sockets).toBe(0);
    const token = await login(server, 'admin', 'admin123');
    const list = await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageNum: 1, pageSize: 5 } });
    expect((list.body.rows as { imei: string }[]).map((row) => row.imei).sort()).toEqual(sns);

    const up = await call(server, 'POST', '/__mock/faults', { json: { socketsDown: false } });
    expect(up.body).toMatchObject({ dropped: 0, data: { socketsDown: false } });
    const again = await open(url);
    await call(server, 'POST', '/__mock/alarms', { json: payload(HOUSE_PRODUCT_ID, '861111111111106') });
    await waitFor(() => again.sns[0], 'an alarm after the restore');
    again.ws.close();
  });

  it('is lifted by a reset', async () => {
    await call(server, 'POST', '/__mock/faults', { json: { socketsDown: true } });
    await call(server, 'POST', '/__mock/reset', { json: {} });
    const socket = await open(`${server.alarmSocketUrl}?uuid=r&p=-1&local=zh&timeZone=UTC`);
    socket.ws.close();
  });
});
