import { createClient, isSuccess } from '@vigil/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call, login, signedInAdmin, startTestServer, waitFor } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const HOUR = 3_600_000;
/** The instant a wire time denotes, read with an explicit offset (`+08:00`, `Z`, `+05:30`). */
const instant = (wire: string, offset: string) => Date.parse(`${wire.replace(' ', 'T')}${offset}`);
const WIRE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface Alarm {
  id: number;
  time: string;
}

describe('times follow the caller’s time zone (spec §7)', () => {
  let server: Server;
  let token: string;
  signedInAdmin((session) => ({ server, token } = session));

  const alarms = async (zone: Record<string, string>, filter: Record<string, string> = {}) =>
    (await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageSize: 1000, ...filter }, headers: zone })).body.rows as Alarm[];

  it('a pushed alarm is listed at its own time, so a resync after a drop fetches it as the sockets got it', async () => {
    const sn = '861234567890177';
    await call(server, 'POST', '/__mock/alarms', { json: { proBh: '15144628', sn, alarmVo: { name: 'Listed', alarm: '2', timeStamp: '2026-11-23 18:30:00' } } });
    const rows = (await call(server, 'POST', '/sensor/alarm/list', { token, json: { imei: sn }, headers: { 'Time-Zone': 'UTC' } })).body.rows as Alarm[];
    expect(rows.map((row) => row.time)).toEqual(['2026-11-23 10:30:00']);
  });

  it('the same alarm read in UTC and in Asia/Shanghai is 8 hours apart on the clock, one instant in time', async () => {
    const [shanghai, utc, server_, kolkata] = await Promise.all([alarms({ 'time-zone': 'Asia/Shanghai' }), alarms({ 'time-zone': 'UTC' }), alarms({}), alarms({ 'time-zone': 'Asia/Kolkata' })]);
    expect(server_).toEqual(shanghai);
    expect(utc.length).toBe(shanghai.length);
    for (const [index, alarm] of shanghai.entries()) {
      const other = utc[index];
      expect(other?.id).toBe(alarm.id);
      expect(other?.time).toMatch(WIRE);
      expect(instant(alarm.time, 'Z') - instant(String(other?.time), 'Z')).toBe(8 * HOUR);
      expect(instant(String(other?.time), 'Z')).toBe(instant(alarm.time, '+08:00'));
      expect(instant(String(kolkata[index]?.time), '+05:30')).toBe(instant(alarm.time, '+08:00'));
    }
  });

  it('takes the zone from the timeZone query parameter too, and through the sdk client’s timeZone option', async () => {
    const header = (await call(server, 'GET', '/gdtz/ry?pageSize=3', { token, headers: { 'time-zone': 'UTC' } })).body.rows as { createTime: string }[];
    const shanghai = (await call(server, 'GET', '/gdtz/ry?pageSize=3', { token })).body.rows as { createTime: string }[];
    const query = (await call(server, 'GET', '/gdtz/ry?pageSize=3&timeZone=UTC', { token })).body.rows;
    expect(query).toEqual(header);
    expect(instant(String(header[0]?.createTime), 'Z')).toBe(instant(String(shanghai[0]?.createTime), '+08:00'));
    const client = createClient({ baseUrl: server.baseUrl, getToken: () => token, locale: 'en', timeZone: () => 'UTC' });
    const listed = await client.personnel.list({ pageSize: 3 });
    expect(isSuccess(listed) ? listed.rows.map((person) => person.createTime) : listed).toEqual(header.map((person) => person.createTime));
  });

  it('reads beginTime and endTime in the caller’s zone', async () => {
    const utc = await alarms({ 'time-zone': 'UTC' });
    const middle = [...utc.map((a) => a.time)].sort()[Math.floor(utc.length / 2)] ?? '';
    const later = await alarms({ 'time-zone': 'UTC' }, { beginTime: middle });
    expect(later.length).toBeGreaterThan(0);
    expect(later.length).toBeLessThan(utc.length);
    expect(later.every((a) => a.time >= middle)).toBe(true);
    expect(later.length).toBe(utc.filter((a) => a.time >= middle).length);
    // The same text read as Shanghai time is another instant, 8 hours earlier: more alarms.
    expect((await alarms({}, { beginTime: middle })).length).toBeGreaterThan(later.length);
    // A bare endTime is the whole of that day in the caller's calendar.
    const day = middle.slice(0, 10);
    const upTo = await alarms({ 'time-zone': 'UTC' }, { endTime: day });
    expect(upTo.length).toBe(utc.filter((a) => a.time.slice(0, 10) <= day).length);
  });

  it('answers history in the caller’s zone, between the bounds it gave in that zone', async () => {
    const device = ((await call(server, 'POST', '/senstor/info/list', { token, json: { status: 'online', pageSize: 1 } })).body.rows as { imei: string }[])[0];
    const history = async (zone: Record<string, string>, hour: string) => {
      const window = { imei: String(device?.imei), probe: 1, beginTime: `${hour}:00:00`, endTime: `${hour}:10:00`, pageSize: 100 };
      return (await call(server, 'POST', '/jgtc/history/show', { token, json: window, headers: zone })).body.rows as { time: string; value: number }[];
    };
    const at = Date.now() - 2 * HOUR;
    const hourIn = (offset: number) => new Date(at + offset).toISOString().slice(0, 13).replace('T', ' ');
    const utc = await history({ 'time-zone': 'UTC' }, hourIn(0));
    expect(utc.map((row) => row.time)).toEqual(Array.from({ length: 11 }, (_, minute) => `${hourIn(0)}:${String(minute).padStart(2, '0')}:00`));
    // The same ten minutes asked in Shanghai time: the same readings; the UTC text read as Shanghai time is another hour.
    const shanghai = await history({}, hourIn(8 * HOUR));
    expect(shanghai.map((row) => row.value)).toEqual(utc.map((row) => row.value));
    expect((await history({}, hourIn(0))).map((row) => row.value)).not.toEqual(utc.map((row) => row.value));
  });

  it('writes exported files in the caller’s zone', async () => {
    const logs = (await call(server, 'GET', '/device/log/list?pageSize=1', { token, headers: { 'time-zone': 'UTC' } })).body.rows as { time: string }[];
    const csv = await (await fetch(`${server.baseUrl}/device/log/export`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'time-zone': 'UTC', 'content-type': 'application/x-www-form-urlencoded' }, body: '' })).text();
    expect(csv).toContain(String(logs[0]?.time));
  });

  it('refuses an unknown zone with HTTP 400 and a localized message', async () => {
    const header = await call(server, 'GET', '/getInfo', { token, headers: { 'time-zone': 'Mars/Olympus' } });
    expect(header).toEqual({ status: 400, body: { code: 400, msg: 'Unknown time zone "Mars/Olympus": use an IANA name such as Asia/Shanghai' } });
    const query = await call(server, 'GET', '/getInfo?timeZone=%2B08%3A00', { token, headers: { 'accept-language': 'zh-CN' } });
    expect(query.status).toBe(400);
    expect(query.body.msg).toBe('未知的时区“+08:00”，请使用 IANA 时区名，例如 Asia/Shanghai');
  });
});

describe('socket times follow each socket’s timeZone', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ deviceInterval: 50 });
  });
  afterAll(() => server.close());

  const open = async (url: string) => {
    const ws = new WebSocket(url);
    const messages: { payload: { sn: string; timeStamp?: string; alarmVo?: { timeStamp: string | number } } }[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return { ws, messages };
  };

  it('a generated alarm reaches a UTC socket and a Shanghai socket 8 hours apart on the clock, one instant', async () => {
    const utc = await open(`${server.alarmSocketUrl}?uuid=a&p=-1&local=en&timeZone=UTC`);
    const shanghai = await open(`${server.alarmSocketUrl}?uuid=b&p=-1&local=zh&timeZone=Asia%2FShanghai`);
    const plain = await open(`${server.alarmSocketUrl}?uuid=c&p=-1&local=zh`);
    const before = Date.now();
    await call(server, 'POST', '/__mock/alarms', { json: { count: 3 } });
    await waitFor(() => utc.messages.length === 3 && shanghai.messages.length === 3 && plain.messages.length === 3, 'the messages');
    for (const [index, message] of utc.messages.entries()) {
      const there = String(message.payload.alarmVo?.timeStamp);
      const here = String(shanghai.messages[index]?.payload.alarmVo?.timeStamp);
      expect(there).toMatch(WIRE);
      expect(instant(there, 'Z')).toBe(instant(here, '+08:00'));
      expect(Math.abs(instant(there, 'Z') - before)).toBeLessThan(60_000);
      expect(plain.messages[index]?.payload.alarmVo?.timeStamp).toBe(here);
    }
    for (const socket of [utc, shanghai, plain]) socket.ws.close();
  });

  it('a written payload’s wall-clock time is read in the control call’s zone (the server’s by default) and reaches each socket in its own', async () => {
    const utc = await open(`${server.alarmSocketUrl}?uuid=d&p=-1&local=en&timeZone=UTC`);
    const shanghai = await open(`${server.alarmSocketUrl}?uuid=d2&p=-1&local=zh&timeZone=Asia%2FShanghai`);
    const written = { proBh: '15144628', sn: '861234567890199', alarmVo: { name: 'As written', notes: 'verbatim', alarm: '1', timeStamp: '2026-11-23 18:30:00' } };
    const reply = await call(server, 'POST', '/__mock/alarms', { json: written });
    await waitFor(() => utc.messages.length === 1 && shanghai.messages.length === 1, 'the messages');
    // Written in the server's zone (no Time-Zone): 18:30 in Shanghai is 10:30 UTC, not 18:30 UTC (8 hours off).
    expect(utc.messages[0]?.payload.alarmVo?.timeStamp).toBe('2026-11-23 10:30:00');
    expect(shanghai.messages[0]?.payload.alarmVo?.timeStamp).toBe('2026-11-23 18:30:00');
    expect((reply.body.data as { payload: { alarmVo: { timeStamp: string } } }[])[0]?.payload.alarmVo.timeStamp).toBe('2026-11-23 18:30:00');
    // Written by a caller in UTC: the same clock is an instant 8 hours later.
    await call(server, 'POST', '/__mock/alarms', { json: { ...written, sn: '861234567890198' }, headers: { 'Time-Zone': 'UTC' } });
    await waitFor(() => utc.messages.length === 2 && shanghai.messages.length === 2, 'the second messages');
    expect(utc.messages[1]?.payload.alarmVo?.timeStamp).toBe('2026-11-23 18:30:00');
    expect(shanghai.messages[1]?.payload.alarmVo?.timeStamp).toBe('2026-11-24 02:30:00');
    // An epoch time is an instant already: it goes out unchanged.
    await call(server, 'POST', '/__mock/alarms', { json: { ...written, sn: '861234567890197', alarmVo: { ...written.alarmVo, timeStamp: 1_700_000_000_000 } } });
    await waitFor(() => utc.messages.length === 3, 'the third message');
    expect(utc.messages[2]?.payload.alarmVo?.timeStamp).toBe(1_700_000_000_000);
    utc.ws.close();
    shanghai.ws.close();
  });

  it('the device socket writes its frames’ times in its zone', async () => {
    const token = await login(server, 'admin', 'admin123');
    const device = ((await call(server, 'POST', '/senstor/info/list', { token, json: { status: 'online', pageSize: 1 } })).body.rows as { imei: string }[])[0];
    const socket = await open(`${server.deviceSocketUrl}?imei=${device?.imei}&local=en&timeZone=America%2FNew_York&token=${token}`);
    await waitFor(() => socket.messages.length >= 1, 'the messages');
    const stamp = String(socket.messages[0]?.payload.timeStamp);
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' }).format(new Date()).split('GMT')[1] || 'Z';
    expect(Math.abs(instant(stamp, offset) - Date.now())).toBeLessThan(60_000);
    socket.ws.close();
  });

  it('refuses a socket with an unknown timeZone with 400', async () => {
    const ws = new WebSocket(`${server.alarmSocketUrl}?uuid=e&p=-1&local=en&timeZone=Nowhere%2FAtAll`);
    const error = await new Promise<Error>((resolve) => ws.on('error', resolve));
    expect(error.message).toMatch(/Unexpected server response: 400/);
  });
});
