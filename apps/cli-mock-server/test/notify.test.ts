import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, type TestServer } from './support';

type Row = Record<string, unknown>;

const HOUSE = '15144628';
const FLAME = '15144642';

/**
 * The notification settings' calls: the contacts vigil-mock adds to spec §7 (sdk contacts.*), each of one device and in
 * its scope, with the spec §5 refusals in both languages; and the alarm push frequency of a device's configuration.
 */
describe('notification settings', () => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  /** A house device the operator may see, and one it may not (another department's). */
  let own: string;
  let foreign: string;

  const send = async (token: string, method: string, path: string, json?: unknown, language = 'en') =>
    (await call(server, method, path, { token, json, headers: { 'accept-language': language } })).body;
  const contacts = async (token: string, query: string) => (await send(token, 'GET', `/sensor/contact/list?${query}`)).rows as Row[];
  const devicesOf = async (token: string, productId: string) => (await send(token, 'POST', '/senstor/info/list', { productId, pageNum: 1, pageSize: 500 })).rows as Row[];

  signedInAdmin(async (session) => {
    ({ server, token: admin } = session);
    operator = await login(server, 'operator', 'operator123');
    const visible = new Set((await devicesOf(operator, HOUSE)).map((d) => String(d.imei)));
    own = [...visible][0] ?? '';
    foreign = String((await devicesOf(admin, HOUSE)).find((d) => !visible.has(String(d.imei)))?.imei);
    expect(own).not.toBe('');
  });

  it('adds a landline contact to a device, lists it among the module’s, edits and deletes it', async () => {
    const contact = { name: 'Night desk', number: '0571-88886666', notifyMethod: 'voice', imei: own };
    expect(await send(operator, 'POST', '/sensor/contact', contact)).toMatchObject({ code: 200 });
    const [found] = (await contacts(operator, `productId=${HOUSE}&name=Night`)).filter((c) => c.imei === own);
    // The number type is a landline unless chosen.
    expect(found).toMatchObject({ ...contact, numberType: 'landline' });

    expect(await send(operator, 'PUT', '/sensor/contact', { ...contact, id: found?.id, numberType: 'mobile', number: '13912345678', notifyMethod: 'sms' })).toMatchObject({ code: 200 });
    expect((await contacts(operator, `productId=${HOUSE}&name=Night`))[0]).toMatchObject({ numberType: 'mobile', number: '13912345678', notifyMethod: 'sms' });

    expect(await send(operator, 'DELETE', `/sensor/contact/${String(found?.id)}`)).toMatchObject({ code: 200 });
    expect(await contacts(operator, `productId=${HOUSE}&name=Night`)).toEqual([]);
  });

  it('lists only the named module’s devices’ contacts', async () => {
    const houseImeis = new Set((await devicesOf(admin, HOUSE)).map((d) => String(d.imei)));
    const house = await contacts(admin, `productId=${HOUSE}&pageSize=100`);
    const all = await contacts(admin, 'pageSize=100');
    expect(house.every((c) => houseImeis.has(String(c.imei)))).toBe(true);
    expect(all.length).toBeGreaterThan(house.length);
  });

  it('refuses a contact out of format in the language of the request', async () => {
    const bad = { name: 'Desk', numberType: 'landline', number: '12345', notifyMethod: 'sms', imei: own };
    expect(await send(operator, 'POST', '/sensor/contact', bad)).toMatchObject({ code: 400, field: 'number', msg: 'Enter a valid landline number' });
    expect(await send(operator, 'POST', '/sensor/contact', bad, 'zh-CN')).toMatchObject({ code: 400, field: 'number', msg: '请输入正确的座机号码' });
    expect(await send(operator, 'POST', '/sensor/contact', { ...bad, numberType: 'mobile', number: '0571-88886666' })).toMatchObject({ code: 400, field: 'number', msg: 'Enter a valid phone number' });
    const noMethod = { name: 'Desk', number: '0571-88886666', imei: own };
    expect(await send(operator, 'POST', '/sensor/contact', noMethod)).toMatchObject({ code: 400, field: 'notifyMethod', msg: 'Choose the notification method' });
    expect(await send(operator, 'POST', '/sensor/contact', noMethod, 'zh-CN')).toMatchObject({ code: 400, field: 'notifyMethod', msg: '请选择通知方式' });
    expect(await send(operator, 'POST', '/sensor/contact', { ...noMethod, notifyMethod: 'sms', name: ' ' }, 'zh-CN')).toMatchObject({ code: 400, field: 'name', msg: '请输入联系人姓名' });
    expect((await contacts(operator, 'name=Desk')).length).toBe(0);
  });

  it('keeps an operator to its department’s devices and its module', async () => {
    const contact = { name: 'Outsider', number: '0571-88886666', notifyMethod: 'sms', imei: foreign };
    // Another department's device is answered like an unknown one; its contacts are not listed.
    expect(await send(operator, 'POST', '/sensor/contact', contact)).toMatchObject({ code: 500, msg: expect.stringContaining(foreign) });
    expect(await send(admin, 'POST', '/sensor/contact', contact)).toMatchObject({ code: 200 });
    expect((await contacts(operator, `productId=${HOUSE}&pageSize=500`)).some((c) => c.imei === foreign)).toBe(false);
    const [outsider] = await contacts(admin, 'name=Outsider');
    expect(await send(operator, 'PUT', '/sensor/contact', { ...contact, id: outsider?.id, imei: own })).toMatchObject({ code: 500 });
    expect(await send(operator, 'DELETE', `/sensor/contact/${String(outsider?.id)}`)).toMatchObject({ code: 500 });
    // Another module's contacts need that module's permission.
    expect(await send(operator, 'GET', `/sensor/contact/list?productId=${FLAME}`)).toMatchObject({ code: 403 });
  });

  it('saves a push frequency of 1-1440 whole minutes and refuses any other in both languages', async () => {
    expect(await send(operator, 'PUT', '/sensor/userConfig', { imei: own, pushFrequency: 15 })).toMatchObject({ code: 200 });
    const configs = (await send(operator, 'GET', `/sensor/userConfig/list?productId=${HOUSE}&imei=${own}`)).rows as Row[];
    expect(configs).toEqual([expect.objectContaining({ imei: own, pushFrequency: 15 })]);

    for (const bad of [0, 1441, 2.5, -5]) {
      expect(await send(operator, 'PUT', '/sensor/userConfig', { imei: own, pushFrequency: bad })).toMatchObject({ code: 400, field: 'pushFrequency', msg: 'The push frequency is a whole number of minutes from 1 to 1440' });
    }
    expect(await send(operator, 'PUT', '/sensor/userConfig', { imei: own, pushFrequency: 0 }, 'zh-CN')).toMatchObject({ code: 400, msg: '推送频率须为 1-1440 之间的整数（分钟）' });
    const batch = { configs: [{ imei: own, pushFrequency: 30 }, { imei: own, pushFrequency: 5000 }] };
    expect(await send(operator, 'PUT', '/sensor/userConfig/batchEdit', batch)).toMatchObject({ code: 400, field: 'configs.1.pushFrequency' });
    // Nothing of a refused batch is saved.
    expect(((await send(operator, 'GET', `/sensor/userConfig/list?imei=${own}`)).rows as Row[])[0]).toMatchObject({ pushFrequency: 15 });
    expect(await send(operator, 'PUT', '/sensor/userConfig/batchEdit', { configs: [{ imei: own, pushFrequency: 60 }] })).toMatchObject({ code: 200 });
    expect(((await send(operator, 'GET', `/sensor/userConfig/list?imei=${own}`)).rows as Row[])[0]).toMatchObject({ pushFrequency: 60 });
  });

  it('lists only the named module’s devices’ shares', async () => {
    const houseImeis = new Set((await devicesOf(admin, HOUSE)).map((d) => String(d.imei)));
    const flame = String((await devicesOf(admin, FLAME))[0]?.imei);
    for (const imei of [own, flame]) expect(await send(admin, 'POST', '/senstor/share/to', { imei, phone: '13912345678', permission: 'view' })).toMatchObject({ code: 200 });
    const shares = (await send(admin, 'GET', `/senstor/share/list?productId=${HOUSE}&pageSize=500`)).rows as Row[];
    expect(shares.some((s) => s.imei === own)).toBe(true);
    expect(shares.every((s) => houseImeis.has(String(s.imei)))).toBe(true);
    const all = (await send(admin, 'GET', '/senstor/share/list?pageSize=500')).rows as Row[];
    expect(all.some((s) => s.imei === flame)).toBe(true);
  });
});
