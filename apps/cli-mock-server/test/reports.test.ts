import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer } from './support';

type Row = Record<string, unknown>;

const GAS = '15144710';
const DAY = 86_400_000;

/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (the mock's zone when a call names none). */
const wire = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The data report's counts (/device/chart/count over 1, 7 and 30 days) and instruction issuance's per-device outcome. */
describe('data report counts and instruction issuance', () => {
  let server: TestServer;
  let token: string;
  signedInAdmin((session) => ({ server, token } = session));

  const count = async (query: string) => (await call(server, 'GET', `/device/chart/count?productId=${GAS}${query}`, { token })).body.data as Row;
  const alarmsSince = async (days: number) => {
    const alarms = (await call(server, 'POST', '/sensor/alarm/list', { token, json: { productId: GAS, pageNum: 1, pageSize: 500 } })).body.rows as Row[];
    return alarms.filter((a) => String(a.time) >= wire(Date.now() - days * DAY)).length;
  };

  it('counts the alarms raised in a time range, more over 30 days than over one, and none in a range long past', async () => {
    const now = Date.now();
    const counts = [];
    for (const days of [1, 7, 30]) {
      const answer = await count(`&beginTime=${encodeURIComponent(wire(now - days * DAY))}&endTime=${encodeURIComponent(wire(now))}`);
      expect(answer.alarm).toBe(await alarmsSince(days));
      counts.push(Number(answer.alarm));
    }
    expect(counts[0]).toBeLessThanOrEqual(counts[1] ?? 0);
    expect(counts[1]).toBeLessThanOrEqual(counts[2] ?? 0);
    expect(counts[2]).toBeGreaterThan(counts[0] ?? 0);
    expect((await count('&beginTime=2001-01-01%2000:00:00&endTime=2001-01-31%2000:00:00')).alarm).toBe(0);
  });

  it('without a range still answers the devices in alarm, with the device totals', async () => {
    const answer = await count('');
    expect(Number(answer.total)).toBe(Number(answer.online) + Number(answer.offline));
    expect(Number(answer.alarm)).toBeLessThanOrEqual(Number(answer.total));
  });

  it('sends to an online device and refuses an offline one, logging both outcomes', async () => {
    const devices = (await call(server, 'POST', '/senstor/info/list', { token, json: { productId: GAS, pageNum: 1, pageSize: 500 } })).body.rows as Row[];
    const online = devices.find((d) => d.status === 'online');
    const offline = devices.find((d) => d.status === 'offline');
    if (!online || !offline) throw new Error('the seed lacks an online or an offline gas device');
    expect((await call(server, 'POST', '/set/log', { token, json: { imei: online.imei, content: '重启' } })).body.code).toBe(200);
    const refused = (await call(server, 'POST', '/set/log', { token, json: { imei: offline.imei, content: '重启' }, headers: { 'accept-language': 'zh-CN' } })).body;
    expect(refused.code).toBe(500);
    expect(refused.msg).toBe('指令下发失败：设备离线');
    for (const [device, result] of [
      [online, '成功'],
      [offline, '失败'],
    ] as const) {
      const logs = (await call(server, 'GET', `/device/log/list?imei=${String(device.imei)}&pageSize=1`, { token })).body.rows as Row[];
      expect(logs[0]).toMatchObject({ imei: device.imei, content: '重启', result });
    }
  });
});
