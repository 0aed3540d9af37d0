import type { Linkage } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { call, clientFor, login, signedInAdmin, type TestServer } from './support';

type Row = Record<string, unknown>;
interface GatewayState {
  imei: string;
  control: boolean;
  channels: { channel: number; on: boolean }[];
}

const GATEWAY = '15144727';
const HOUSE = '15144628';
const payload = (proBh: string, sn: string) => ({ proBh, sn, alarmVo: { name: 'linkage', notes: 'linkage', alarm: '2', timeStamp: Date.now() } });

/** Gateway switch channels and linkage rules (sdk gateways.* and linkages.*, extensions of spec §7). */
describe('gateways and linkage', () => {
  let server: TestServer;
  let admin: string;
  const devices = () => (server.snapshot().collections.devices ?? []) as Row[];
  const gateways = () => devices().filter((d) => d.productId === GATEWAY);
  const onlineGateway = () => {
    const found = gateways().slice(1).find((d) => d.status === 'online');
    if (!found) throw new Error('no online gateway supporting control');
    return String(found.imei);
  };
  const channels = async (imei: string) => (await call(server, 'GET', `/controller/gateway/channels?imei=${imei}`, { token: admin })).body.data as GatewayState;

  signedInAdmin((session) => ({ server, token: admin } = session), { products: 'all' });

  it('reads each seeded gateway’s 2–4 channels with their state; the first one does not support control', async () => {
    expect(gateways().length).toBeGreaterThan(1);
    const [first, second] = gateways();
    const none = await channels(String(first?.imei));
    expect(none).toEqual({ imei: first?.imei, control: false, channels: [] });
    const some = await channels(String(second?.imei));
    expect(some.control).toBe(true);
    expect(some.channels.length).toBeGreaterThanOrEqual(2);
    expect(some.channels.length).toBeLessThanOrEqual(4);
  });

  // The log is data, written in the seed's language (zh-CN), like the seeded entries.
  it('switches a channel, answers the new state, keeps it and logs the instruction', async () => {
    const imei = onlineGateway();
    const before = await channels(imei);
    const target = before.channels[0];
    const result = await call(server, 'PUT', '/controller/gateway/switch', { token: admin, json: { imei, channel: target?.channel, on: !target?.on } });
    expect(result.body.code).toBe(200);
    expect(result.body.msg).toBe('Instruction issuance succeeded');
    expect((result.body.data as GatewayState).channels[0]?.on).toBe(!target?.on);
    expect((await channels(imei)).channels[0]?.on).toBe(!target?.on);
    const logs = await clientFor(server, admin).devices.logs({ imei, pageNum: 1, pageSize: 5 });
    expect((logs.rows as Row[] | undefined)?.[0]).toMatchObject({ imei, content: `通道1${target?.on ? '关闭' : '打开'}`, result: '成功' });
  });

  it('refuses a device that does not support control, in the caller’s language', async () => {
    const imei = String(gateways()[0]?.imei);
    const en = await call(server, 'PUT', '/controller/gateway/switch', { token: admin, json: { imei, channel: 1, on: true } });
    expect(en.body).toMatchObject({ code: 500, msg: 'The device does not support control or recording tasks' });
    const zh = await call(server, 'PUT', '/controller/gateway/switch', { token: admin, json: { imei, channel: 1, on: true }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.msg).toBe('该设备不支持控制或录制任务');
    const house = devices().find((d) => d.productId === HOUSE);
    const other = await call(server, 'PUT', '/controller/gateway/switch', { token: admin, json: { imei: house?.imei, channel: 1, on: true } });
    expect(other.body.msg).toBe('The device does not support control or recording tasks');
  });

  it('refuses the operator, who holds no controller permission', async () => {
    const operator = await login(server, 'operator', 'operator123');
    const result = await call(server, 'PUT', '/controller/gateway/switch', { token: operator, json: { imei: onlineGateway(), channel: 1, on: true } });
    expect(result.body.code).toBe(403);
  });

  it('applies an enabled linkage rule when a matching alarm is pushed, and not a disabled one', async () => {
    const imei = onlineGateway();
    const sdk = clientFor(server, admin);
    const start = (await channels(imei)).channels[1];
    const wanted = start?.on ? 'off' : 'on';
    const house = devices().find((d) => d.productId === HOUSE);
    const created = await sdk.linkages.create({ name: 'Kitchen gas → fan', sourceProductId: HOUSE, targetImei: imei, channel: 2, action: wanted });
    expect(created.code).toBe(200);
    const rule = ((await sdk.linkages.list({ name: 'Kitchen gas' })).rows as Linkage[] | undefined)?.[0];
    expect(rule).toMatchObject({ enabled: true, targetImei: imei, channel: 2, action: wanted });

    await sdk.linkages.update({ id: rule?.id, enabled: false });
    await call(server, 'POST', '/__mock/alarms', { json: [payload(HOUSE, String(house?.imei))] });
    expect((await channels(imei)).channels[1]?.on).toBe(start?.on);

    await sdk.linkages.update({ id: rule?.id, enabled: true });
    await call(server, 'POST', '/__mock/alarms', { json: [payload(GATEWAY, imei)] });
    expect((await channels(imei)).channels[1]?.on).toBe(start?.on);
    await call(server, 'POST', '/__mock/alarms', { json: [payload(HOUSE, String(house?.imei))] });
    expect((await channels(imei)).channels[1]?.on).toBe(!start?.on);

    await sdk.linkages.remove({ id: String(rule?.id) });
    expect((await sdk.linkages.list({ name: 'Kitchen gas' })).rows).toEqual([]);
  });

  it('fires a rule naming one source device only for that device’s alarms', async () => {
    const imei = onlineGateway();
    const sdk = clientFor(server, admin);
    const start = (await channels(imei)).channels[0]?.on;
    const [one, other] = devices().filter((d) => d.productId === HOUSE);
    await sdk.linkages.create({ name: 'One kitchen', sourceProductId: HOUSE, sourceImei: String(one?.imei), targetImei: imei, channel: 1, action: start ? 'off' : 'on' });
    await call(server, 'POST', '/__mock/alarms', { json: [payload(HOUSE, String(other?.imei))] });
    expect((await channels(imei)).channels[0]?.on).toBe(start);
    await call(server, 'POST', '/__mock/alarms', { json: [payload(HOUSE, String(one?.imei))] });
    expect((await channels(imei)).channels[0]?.on).toBe(!start);
  });

  it('refuses a rule without its target', async () => {
    const result = await call(server, 'POST', '/controller/linkage', { token: admin, json: { name: 'x', sourceProductId: HOUSE, channel: 1, action: 'on' } });
    expect(result.body).toMatchObject({ code: 400, field: 'targetImei' });
  });
});
