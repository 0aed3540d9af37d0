import { RealtimeSocket, type SocketStatus, type WebSocketConstructor } from '@vigil/realtime';
import { alarmSocketMessageSchema, type AlarmSocketMessage } from '@vigil/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call, login, startTestServer, waitFor } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

function alarmSocket(server: Server, local = 'zh'): { socket: RealtimeSocket<'public'>; alarms: AlarmSocketMessage[]; statuses: SocketStatus[]; refreshes: number[] } {
  const socket = new RealtimeSocket({
    url: server.alarmSocketUrl,
    channel: 'public',
    params: { uuid: 'test-user', local, timeZone: 'Asia/Shanghai' },
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    reconnect: { stepMs: 50 },
  });
  const alarms: AlarmSocketMessage[] = [];
  const statuses: SocketStatus[] = [];
  const refreshes: number[] = [];
  socket.on('alarm', (message) => alarms.push(message));
  socket.on('status', (status) => statuses.push(status));
  socket.on('refresh', () => refreshes.push(Date.now()));
  socket.connect();
  return { socket, alarms, statuses, refreshes };
}

describe('websockets', () => {
  let server: Server;
  const sockets: { close(): void }[] = [];
  beforeAll(async () => {
    server = await startTestServer({ deviceInterval: 50 });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => server.close());

  it('an alarm pushed through POST /__mock/alarms arrives at a RealtimeSocket, valid by the sdk schema', async () => {
    const client = alarmSocket(server);
    sockets.push(client.socket);
    await waitFor(() => (client.statuses.includes('open') ? true : undefined), 'open');
    const payload = { proBh: '15144628', sn: '861234567890123', address: '杭州市西湖区文三路1号', alarmVo: { name: '厨房报警器', notes: '甲烷高报 Methane high', alarm: '2', timeStamp: '2026-11-23 10:00:00' } };
    const pushed = await call(server, 'POST', '/__mock/alarms', { json: payload });
    expect(pushed.body).toMatchObject({ code: 200, sockets: 1, data: [{ eventType: 'dataAlarm', payload: { sn: payload.sn } }] });
    const received = await waitFor(() => client.alarms[0], 'alarm');
    expect(received.payload).toMatchObject({ sn: payload.sn, proBh: '15144628', alarmVo: { name: '厨房报警器', alarm: '2' } });
  });

  it('{ count } generates alarms on seeded devices and reports what was sent', async () => {
    const client = alarmSocket(server);
    sockets.push(client.socket);
    await waitFor(() => (client.statuses.includes('open') ? true : undefined), 'open');
    const pushed = await call(server, 'POST', '/__mock/alarms', { json: { count: 3 } });
    const sent = pushed.body.data as unknown[];
    expect(sent).toHaveLength(3);
    for (const message of sent) expect(alarmSocketMessageSchema.safeParse(message).success).toBe(true);
    await waitFor(() => (client.alarms.length === 3 ? true : undefined), 'three alarms');
    expect(client.alarms.map((a) => a.payload.sn)).toEqual(sent.map((m) => (m as AlarmSocketMessage).payload.sn));
  });

  it('generated alarms state their kind in the language of each socket (local), written payloads go as written', async () => {
    const zh = alarmSocket(server, 'zh-CN');
    const en = alarmSocket(server, 'en');
    sockets.push(zh.socket, en.socket);
    for (const client of [zh, en]) await waitFor(() => (client.statuses.includes('open') ? true : undefined), 'open');
    await call(server, 'POST', '/__mock/alarms', { json: { count: 5 } });
    await waitFor(() => (zh.alarms.length === 5 && en.alarms.length === 5 ? true : undefined), 'five alarms each');
    const kinds = { zh: ['低报', '高报', '故障', '离线'], en: ['Low alarm', 'High alarm', 'Fault', 'Offline'] };
    for (const [index, alarm] of zh.alarms.entries()) {
      const notes = { zh: alarm.payload.alarmVo.notes ?? '', en: en.alarms[index]?.payload.alarmVo.notes ?? '' };
      expect(en.alarms[index]?.payload.sn).toBe(alarm.payload.sn);
      expect(kinds.zh.some((kind) => notes.zh.endsWith(kind))).toBe(true);
      expect(kinds.en.some((kind) => notes.zh.includes(kind))).toBe(false);
      expect(kinds.en.some((kind) => notes.en.endsWith(kind))).toBe(true);
      expect(notes.en).not.toMatch(/\p{Script=Han}/u);
    }
    const written = { proBh: '15144628', sn: '861234567890124', alarmVo: { name: 'As written', notes: '原样 verbatim', alarm: '1', timeStamp: 1 } };
    await call(server, 'POST', '/__mock/alarms', { json: written });
    await waitFor(() => (zh.alarms.length === 6 && en.alarms.length === 6 ? true : undefined), 'the written alarm');
    expect(zh.alarms[5]?.payload.alarmVo.notes).toBe('原样 verbatim');
    expect(en.alarms[5]?.payload.alarmVo.notes).toBe('原样 verbatim');
  });

  it('pushed alarms also show first in the alarm list, newest first', async () => {
    const token = await login(server, 'admin', 'admin123');
    const payload = { proBh: '15144628', sn: '869999999999999', alarmVo: { name: 'Listed', alarm: '1', timeStamp: 1 } };
    await call(server, 'POST', '/__mock/alarms', { json: [payload] });
    const list = await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageNum: 1, pageSize: 15 } });
    expect((list.body.rows as { imei: string; dispatched: boolean }[])[0]).toMatchObject({ imei: payload.sn, dispatched: false });
  });

  it('the refresh tip reaches the socket as a refresh event', async () => {
    const client = alarmSocket(server);
    sockets.push(client.socket);
    await waitFor(() => (client.statuses.includes('open') ? true : undefined), 'open');
    await call(server, 'POST', '/__mock/refresh-tip');
    await waitFor(() => client.refreshes[0], 'refresh');
  });

  it('faults { dropSockets } closes every socket and a RealtimeSocket reconnects', async () => {
    const client = alarmSocket(server);
    sockets.push(client.socket);
    await waitFor(() => (client.statuses.includes('open') ? true : undefined), 'open');
    const dropped = await call(server, 'POST', '/__mock/faults', { json: { dropSockets: true } });
    expect(dropped.body.dropped).toBeGreaterThanOrEqual(1);
    await waitFor(() => (client.statuses.includes('reconnecting') ? true : undefined), 'reconnecting');
    await waitFor(() => (client.statuses.filter((s) => s === 'open').length === 2 ? true : undefined), 'open again');
    await call(server, 'POST', '/__mock/alarms', { json: { count: 1 } });
    await waitFor(() => client.alarms[0], 'alarm after reconnect');
  });

  it('/ws/device streams readings of that device', async () => {
    const { imei, token } = await firstOnlineImei(server);
    const ws = new WebSocket(`${server.deviceSocketUrl}?imei=${imei}&local=en&timeZone=UTC&token=${token}`);
    sockets.push(ws);
    const frames: { payload: { sn: string; readings: { value: number | null }[] } }[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    await waitFor(() => (frames.length >= 2 ? true : undefined), 'two frames');
    expect(frames[0]?.payload.sn).toBe(imei);
    expect(frames[0]?.payload.readings.length).toBeGreaterThan(0);
    expect(typeof frames[0]?.payload.readings[0]?.value).toBe('number');
  });

  it('refuses an upgrade on an unknown path and a device socket without imei', async () => {
    for (const url of [`${server.url.replace('http', 'ws')}/ws/other`, server.deviceSocketUrl]) {
      const ws = new WebSocket(url);
      const error = await new Promise<Error>((resolve) => ws.on('error', resolve));
      expect(error.message).toMatch(/Unexpected server response: 40[04]/);
    }
  });
});

describe('--alarm-interval', () => {
  it('pushes generated alarms periodically, and now and then a refresh tip', async () => {
    const server = await startTestServer({ alarmInterval: 40 });
    const client = alarmSocket(server);
    try {
      await waitFor(() => (client.alarms.length >= 2 ? true : undefined), 'two periodic alarms');
      await waitFor(() => client.refreshes[0], 'a refresh tip');
    } finally {
      client.socket.close();
      await server.close();
    }
  });
});

async function firstOnlineImei(server: Server): Promise<{ imei: string; token: string }> {
  const token = await login(server, 'admin', 'admin123');
  const list = await call(server, 'POST', '/senstor/info/list', { token, json: { status: 'online', pageNum: 1, pageSize: 1 } });
  const device = (list.body.rows as { imei: string }[])[0];
  if (!device) throw new Error('no online device');
  return { imei: device.imei, token };
}
