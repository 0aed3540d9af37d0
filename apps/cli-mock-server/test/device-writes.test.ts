import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, type TestServer } from './support';

type Row = Record<string, unknown>;

const HOUSE = '15144628';
const FLAME = '15144642';
const IMEI = '869000000000123';
const NEW_DEVICE = { productId: HOUSE, imei: IMEI, name: 'Test kitchen', location: 'No. 1 Test Road', longitude: 121.55, latitude: 29.87, remark: 'first floor' };

/**
 * The device writes vigil-mock adds to spec §7 (sdk sensors.create/get/update/unbind/remove): a device's life cycle
 * as an operator sees it, the spec §5 refusals in both languages, and the operator's module and department scope.
 */
describe('device writes', () => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let operatorDept: string;

  const send = async (token: string, method: string, path: string, json?: unknown, language = 'en') =>
    (await call(server, method, path, { token, json, headers: { 'accept-language': language } })).body;
  const listed = async (token: string, filter: Row) => (await send(token, 'POST', '/senstor/info/list', { pageNum: 1, pageSize: 10, ...filter })).rows as Row[];
  const seeded = () => (server.snapshot().collections.devices ?? []) as Row[];

  signedInAdmin(async (session) => {
    ({ server, token: admin } = session);
    operator = await login(server, 'operator', 'operator123');
    operatorDept = String(((await send(operator, 'GET', '/getInfo')).user as Row).deptId);
  });

  it('adds, finds, edits, unbinds and deletes a device with its probes', async () => {
    expect(await send(operator, 'POST', '/senstor/info', NEW_DEVICE)).toMatchObject({ code: 200 });
    const [found] = await listed(operator, { productId: HOUSE, imei: IMEI });
    expect(found).toMatchObject({ imei: IMEI, sn: IMEI, name: 'Test kitchen', location: 'No. 1 Test Road', status: 'offline', productId: HOUSE, deptId: Number(operatorDept), createBy: 'operator' });
    expect(found?.bindTime).toEqual(expect.any(String));
    const id = String(found?.id);

    const detail = (await send(operator, 'GET', `/senstor/info/${id}`)).data as Row;
    expect((detail.probes as Row[]).map((p) => p.type)).toEqual(['CH4', 'CO']);

    expect(await send(operator, 'PUT', '/senstor/info', { id, name: 'Boiler room', model: 'HA-1', remark: 'moved' })).toMatchObject({ code: 200 });
    expect((await listed(operator, { imei: IMEI }))[0]).toMatchObject({ name: 'Boiler room', model: 'HA-1', remark: 'moved', imei: IMEI });

    expect(await send(operator, 'PUT', `/senstor/info/unbind/${id}`)).toMatchObject({ code: 200 });
    expect((await send(operator, 'GET', `/senstor/info/${id}`)).data).toMatchObject({ bound: false, bindTime: null });

    expect(await send(operator, 'DELETE', `/senstor/info/${id}`)).toMatchObject({ code: 200 });
    expect(await listed(operator, { imei: IMEI })).toEqual([]);
    expect(await send(operator, 'GET', `/senstor/info/${id}`)).toMatchObject({ code: 500, msg: `Device ${id} does not exist` });
    expect((server.snapshot().collections.probes ?? []).filter((p) => p.imei === IMEI)).toEqual([]);
  });

  it('deletes several devices at once by comma-separated ids', async () => {
    const house = seeded().filter((d) => d.productId === HOUSE).slice(0, 2);
    expect(await send(admin, 'DELETE', `/senstor/info/${house.map((d) => d.id).join(',')}`)).toMatchObject({ code: 200 });
    const left = seeded();
    expect(house.filter((d) => left.some((l) => l.id === d.id))).toEqual([]);
    expect((server.snapshot().collections.sensorConfigs ?? []).filter((c) => house.some((d) => d.imei === c.imei))).toEqual([]);
  });

  it('refuses an IMEI another device has', async () => {
    const taken = String(seeded()[5]?.imei);
    expect(await send(admin, 'POST', '/senstor/info', { ...NEW_DEVICE, imei: taken })).toMatchObject({ code: 500, msg: `Device "${taken}" already exists`, field: 'imei' });
  });

  it.each([
    ['en', 'Device serial number format incorrect', 'Incorrect location selection'],
    ['zh-CN', '设备序列号格式不正确', '位置选择不正确'],
  ])('refuses a bad serial number and location in %s, changing nothing', async (language, serialText, locationText) => {
    const before = seeded();
    expect(await send(admin, 'POST', '/senstor/info', { ...NEW_DEVICE, imei: 'ab#1' }, language)).toEqual({ code: 400, msg: serialText, field: 'imei' });
    expect(await send(admin, 'POST', '/senstor/info', { ...NEW_DEVICE, sn: 'x' }, language)).toEqual({ code: 400, msg: serialText, field: 'sn' });
    expect(await send(admin, 'POST', '/senstor/info', { ...NEW_DEVICE, longitude: 0, latitude: 0 }, language)).toEqual({ code: 400, msg: locationText, field: 'longitude' });
    const id = before[0]?.id;
    expect(await send(admin, 'PUT', '/senstor/info', { id, longitude: 200, latitude: 29 }, language)).toEqual({ code: 400, msg: locationText, field: 'longitude' });
    expect(seeded()).toEqual(before);
  });

  it("keeps the operator away from another module's and another department's devices", async () => {
    const flame = seeded().find((d) => d.productId === FLAME);
    const otherDept = seeded().find((d) => d.productId === HOUSE && String(d.deptId) !== operatorDept && d.createBy !== 'operator');
    if (!flame || !otherDept) throw new Error('seed has no flame detector or house device outside the operator department');
    const before = seeded();
    expect(await send(operator, 'POST', '/senstor/info', { ...NEW_DEVICE, productId: FLAME })).toMatchObject({ code: 403 });
    for (const device of [flame, otherDept]) {
      const missing = { code: 500, msg: `Device ${device.id} does not exist` };
      expect(await send(operator, 'GET', `/senstor/info/${device.id}`)).toMatchObject(missing);
      expect(await send(operator, 'PUT', '/senstor/info', { id: device.id, name: 'Taken over' })).toMatchObject(missing);
      expect(await send(operator, 'PUT', `/senstor/info/unbind/${device.id}`)).toMatchObject(missing);
      expect(await send(operator, 'DELETE', `/senstor/info/${device.id}`)).toMatchObject(missing);
    }
    expect(seeded()).toEqual(before);
    expect(await send(admin, 'GET', `/senstor/info/${flame.id}`)).toMatchObject({ code: 200, data: { imei: flame.imei } });
  });
});
