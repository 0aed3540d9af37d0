import { RealtimeSocket, type WebSocketConstructor } from '@vigil/realtime';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call, login, signedInAdmin, type TestServer, waitFor } from './support';

type Row = Record<string, unknown>;

const HOUSE = '15144628';
const form = (fields: Record<string, string> = {}) => new URLSearchParams({ pageSize: '500', ...fields });
const rowsOf = (body: Row) => (body.rows ?? body.data) as Row[];
const ids = (rows: readonly Row[], field = 'deptId') => [...new Set(rows.map((row) => String(row[field])))].sort();

/** What a socket upgrade answered: the HTTP status of a refusal, or 101 when it opened. */
function upgrade(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.on('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('error', () => undefined);
  });
}

/**
 * Data scope (spec §6, RuoYi semantics): users made through the API with roles of each scope kind see, in lists and
 * single records, only what their scope holds; anything else is answered exactly like a missing record.
 * Seed: the departments ops → { east (the operator's), south }; devices spread over ops, east and south.
 */
describe('data scope', () => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let depts: { ops: string; east: string; south: string; sales: string };
  let devices: Row[];
  let users: Row[];
  /** Signs in a new user of `dept` with a role of the given data scope (house and user-module menus). */
  let userWith: (name: string, dept: string, dataScope: string, deptIds?: string[]) => Promise<string>;

  const get = async (token: string, path: string) => (await call(server, 'GET', path, { token })).body;
  const post = async (token: string, path: string, json: unknown) => (await call(server, 'POST', path, { token, json })).body;
  /** The answer for a record that does not exist, with `id` standing where the missing id stood. */
  const missing = async (token: string, method: string, path: (id: string) => string, json?: (id: string) => unknown) => {
    const answer = (await call(server, method, path('987654321'), { token, json: json?.('987654321') })).body;
    return (id: string) => ({ code: answer.code, msg: String(answer.msg).replace('987654321', id) });
  };

  signedInAdmin(async (session) => {
    ({ server, token: admin } = session);
    operator = await login(server, 'operator', 'operator123');
    const east = String(((await get(operator, '/getInfo')).user as Row).deptId);
    const allDepts = rowsOf(await get(admin, '/system/dept/list'));
    const ops = String(allDepts.find((d) => String(d.deptId) === east)?.parentId);
    const root = String(allDepts.find((d) => String(d.deptId) === ops)?.parentId);
    users = rowsOf((await call(server, 'POST', '/system/user/list', { token: admin, body: form() })).body);
    const south = String(allDepts.find((d) => String(d.parentId) === ops && String(d.deptId) !== east)?.deptId);
    const sales = String(allDepts.find((d) => String(d.parentId) === root && String(d.deptId) !== ops && users.some((u) => String(u.deptId) === String(d.deptId)))?.deptId);
    depts = { ops, east, south, sales };
    devices = rowsOf(await post(admin, '/senstor/info/list', { pageSize: 500 }));

    const menuIds = (rowsOf((await call(server, 'POST', '/system/menu/list', { token: admin, body: new URLSearchParams({}) })).body) as Row[])
      .filter((menu) => menu.module === 'house' || menu.module === 'user')
      .map((menu) => menu.menuId);
    userWith = async (name, dept, dataScope, deptIds = []) => {
      const role = await post(admin, '/system/role', { roleName: name, roleKey: name, roleSort: 20, status: '0', dataScope, deptIds, menuIds });
      expect(role.code).toBe(200);
      const roleId = rowsOf((await call(server, 'POST', '/system/role/list', { token: admin, body: new URLSearchParams({ roleKey: name }) })).body)[0]?.roleId;
      const created = await post(admin, '/system/user', { userName: name, nickName: name, password: 'scope123', deptId: Number(dept), roleIds: [roleId], modules: ['house', 'user'], status: '0' });
      expect(created.code).toBe(200);
      return login(server, name, 'scope123');
    };
  }, { deviceInterval: 50 });

  const houseDevicesIn = (...deptIds: string[]) => devices.filter((d) => d.productId === HOUSE && deptIds.includes(String(d.deptId)));
  const listDevices = async (token: string) => rowsOf(await post(token, '/senstor/info/list', { productId: HOUSE, pageSize: 500 }));
  const listUsers = async (token: string) => rowsOf((await call(server, 'POST', '/system/user/list', { token, body: form() })).body);

  it("'3' own department: lists hold the department's users and devices only", async () => {
    const token = await userWith('scope.dept', depts.ops, '3');
    expect(houseDevicesIn(depts.ops).length).toBeGreaterThan(0);
    expect(ids(await listDevices(token), 'id')).toEqual(ids(houseDevicesIn(depts.ops), 'id'));
    const seen = await listUsers(token);
    expect(ids(seen)).toEqual([depts.ops]);
    // The department's users as they are now (other tests of this file may have added some there).
    const inOps = (await listUsers(admin)).filter((u) => String(u.deptId) === depts.ops);
    expect(inOps.some((u) => u.userName === 'scope.dept')).toBe(true);
    expect(seen.map((u) => String(u.userId)).sort()).toEqual(inOps.map((u) => String(u.userId)).sort());
  });

  it("'4' department and below: lists hold the department's and its children's", async () => {
    const token = await userWith('scope.below', depts.ops, '4');
    expect(ids(await listDevices(token), 'id')).toEqual(ids(houseDevicesIn(depts.ops, depts.east, depts.south), 'id'));
    expect(ids(await listUsers(token))).toEqual([depts.ops, depts.east].sort());
    expect(ids(await listDevices(operator))).toEqual([depts.east]);
  });

  it("'2' custom: lists hold the role's departments only", async () => {
    const token = await userWith('scope.custom', depts.ops, '2', [depts.south, depts.sales]);
    expect(ids(await listDevices(token), 'id')).toEqual(ids(houseDevicesIn(depts.south), 'id'));
    expect(ids(await listUsers(token))).toEqual([depts.sales]);
  });

  it("'5' self: lists hold the user itself and what it created", async () => {
    const token = await userWith('scope.self', depts.ops, '5');
    expect((await listUsers(token)).map((u) => u.userName)).toEqual(['scope.self']);
    expect(await listDevices(token)).toEqual([]);
    expect((await post(token, '/gdtz/ry', { name: 'Own person', phone: '13911112222' })).code).toBe(200);
    expect((await post(admin, '/gdtz/ry', { name: 'Admin person', phone: '13911113333' })).code).toBe(200);
    const persons = rowsOf(await get(token, '/gdtz/ry?pageSize=100'));
    expect(persons.map((p) => p.name)).toEqual(['Own person']);
    expect(persons[0]).toMatchObject({ createBy: 'scope.self', deptId: Number(depts.ops) });
  });

  it('an out-of-scope user is refused with RuoYi’s checkUserDataScope words on get, update, delete and reset, and stays unchanged', async () => {
    const token = await userWith('scope.records', depts.ops, '3');
    const other = users.find((u) => String(u.deptId) === depts.east && u.userName !== 'operator');
    if (!other) throw new Error('no user in east');
    const id = String(other.userId);
    const before = JSON.stringify(server.snapshot());
    // SysUserServiceImpl.checkUserDataScope: ServiceException("没有权限访问用户数据！"), answered as code 500.
    const refused = { code: 500, msg: 'You have no access to this user' };
    expect(await get(token, `/system/user/${id}`)).toEqual(refused);
    expect((await call(server, 'GET', `/system/user/${id}`, { token, headers: { 'accept-language': 'zh-CN' } })).body).toEqual({ code: 500, msg: '没有权限访问用户数据！' });
    expect((await call(server, 'PUT', '/system/user', { token, json: { userId: Number(id), userName: String(other.userName), nickName: 'Renamed' } })).body).toEqual(refused);
    expect((await call(server, 'DELETE', `/system/user/${id}`, { token })).body).toEqual(refused);
    expect((await call(server, 'PUT', '/system/user/resetPwd', { token, json: { userId: Number(id), password: 'hacked1' } })).body).toEqual(refused);
    expect(JSON.stringify(server.snapshot())).toBe(before);
    // In scope, the same calls work.
    const own = users.find((u) => String(u.deptId) === depts.ops);
    expect(await get(token, `/system/user/${String(own?.userId)}`)).toMatchObject({ code: 200, data: { userName: own?.userName } });
  });

  it('a user cannot be moved to, or created in, a department outside the scope', async () => {
    const token = await userWith('scope.mover', depts.east, '3');
    const missingDept = await missing(token, 'POST', () => '/system/user', (x) => ({ userName: 'x.y', nickName: 'x', password: 'scope123', deptId: Number(x) }));
    expect(await post(token, '/system/user', { userName: 'far.away', nickName: 'Far', password: 'scope123', deptId: Number(depts.sales) })).toEqual(missingDept(depts.sales));
    expect(rowsOf((await call(server, 'POST', '/system/user/list', { token: admin, body: form({ userName: 'far.away' }) })).body)).toEqual([]);
    const colleague = users.find((u) => String(u.deptId) === depts.east && u.userName !== 'operator');
    const before = JSON.stringify(server.snapshot());
    const moved = await call(server, 'PUT', '/system/user', { token, json: { userId: colleague?.userId, userName: colleague?.userName, deptId: Number(depts.sales) } });
    expect(moved.body).toEqual(missingDept(depts.sales));
    expect(JSON.stringify(server.snapshot())).toBe(before);
  });

  it("the operator's deletes of helmet alarms, other departments' work orders and alarms answer like missing ones", async () => {
    const alarms = rowsOf(await post(admin, '/sensor/alarm/list', { pageSize: 1000 }));
    const deviceOf = new Map(devices.map((d) => [d.imei, d]));
    const helmet = alarms.find((a) => deviceOf.get(a.imei)?.productId === '15144734');
    const southHouse = alarms.find((a) => deviceOf.get(a.imei)?.productId === HOUSE && String(deviceOf.get(a.imei)?.deptId) === depts.south);
    if (!helmet || !southHouse) throw new Error('seed lacks a helmet alarm or a south home alarm');
    const before = JSON.stringify(server.snapshot());
    const removeAlarm = await missing(operator, 'DELETE', (x) => `/senstor/alarm/${x}`);
    expect((await call(server, 'DELETE', `/senstor/alarm/${String(helmet.id)}`, { token: operator })).body).toEqual(removeAlarm(String(helmet.id)));
    expect((await call(server, 'DELETE', `/senstor/alarm/${String(southHouse.id)}`, { token: operator })).body).toEqual(removeAlarm(String(southHouse.id)));
    const orders = rowsOf(await get(admin, '/senstor/alarm/gdList?pageSize=500'));
    const foreign = orders.find((o) => String(o.deptId) !== depts.east);
    if (!foreign) throw new Error('no work order outside east');
    const removeOrder = await missing(operator, 'POST', () => '/senstor/alarm/deleteGd', (x) => ({ id: Number(x) }));
    expect(await post(operator, '/senstor/alarm/deleteGd', { id: foreign.id })).toEqual(removeOrder(String(foreign.id)));
    expect(JSON.stringify(server.snapshot())).toBe(before);
    // What the operator lists is what it may touch.
    const own = rowsOf(await get(operator, '/senstor/alarm/gdList?pageSize=500'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((o) => String(o.deptId) === depts.east && o.productId === HOUSE)).toBe(true);
  });

  it("real-time data and instruction sending for other modules' or departments' devices answer like an unknown IMEI, and log nothing", async () => {
    const helmet = devices.find((d) => d.productId === '15144734' && d.status === 'online');
    const southHouse = devices.find((d) => d.productId === HOUSE && String(d.deptId) === depts.south && d.status === 'online');
    const eastHouse = devices.find((d) => d.productId === HOUSE && String(d.deptId) === depts.east && d.status === 'online');
    if (!helmet || !southHouse || !eastHouse) throw new Error('seed lacks an online helmet, south or east home alarm');
    const unknown = (imei: string) => ({ code: 500, msg: `No device with IMEI ${imei}` });
    expect(await post(operator, '/intime/data', { imei: '869999999999990' })).toEqual(unknown('869999999999990'));
    const before = JSON.stringify(server.snapshot());
    for (const device of [helmet, southHouse]) {
      const imei = String(device.imei);
      expect(await post(operator, '/intime/data', { imei })).toEqual(unknown(imei));
      expect(await post(operator, '/jgtc/history/show', { imei, pageSize: 10 })).toEqual(unknown(imei));
      expect(await post(operator, '/set/log', { imei, content: '关阀 close valve' })).toEqual(unknown(imei));
    }
    expect(JSON.stringify(server.snapshot())).toBe(before);
    expect(await post(operator, '/intime/data', { imei: eastHouse.imei })).toMatchObject({ code: 200, rows: [{ imei: eastHouse.imei }, { imei: eastHouse.imei }] });
  });

  it('member accounts follow their user: a refund for an account outside the scope answers like a user without one', async () => {
    const token = await userWith('scope.cashier', depts.ops, '3');
    const accounts = rowsOf(await get(token, '/aplipay/account/list?pageSize=100'));
    const userDept = new Map(users.map((u) => [String(u.userId), String(u.deptId)]));
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((a) => userDept.get(String(a.userId)) === depts.ops || a.userName === 'scope.cashier')).toBe(true);
    const adminId = String(users.find((u) => u.userName === 'admin')?.userId);
    const before = JSON.stringify(server.snapshot());
    const refund = (x: string) => ({ userId: Number(x), amount: 1, remark: 'test' });
    expect(await post(token, '/aplipay/account/refund', refund(adminId))).toEqual((await missing(token, 'POST', () => '/aplipay/account/refund', refund))(adminId));
    expect(JSON.stringify(server.snapshot())).toBe(before);
  });

  describe('/ws/device', () => {
    const url = (imei: unknown, token?: string) => `${server.deviceSocketUrl}?imei=${String(imei)}&local=en&timeZone=UTC${token ? `&token=${token}` : ''}`;

    it('refuses an upgrade without a token or with a bad one (401)', async () => {
      const device = devices.find((d) => d.productId === HOUSE && String(d.deptId) === depts.east);
      expect(await upgrade(url(device?.imei))).toBe(401);
      expect(await upgrade(url(device?.imei, 'not-a-session'))).toBe(401);
      expect(await upgrade(url(device?.imei), { authorization: 'Bearer not-a-session' })).toBe(401);
    });

    it('refuses an IMEI outside the scope exactly like an unknown one (404)', async () => {
      const helmet = devices.find((d) => d.productId === '15144734');
      const southHouse = devices.find((d) => d.productId === HOUSE && String(d.deptId) === depts.south);
      expect(await upgrade(url('869999999999990', operator))).toBe(404);
      expect(await upgrade(url(helmet?.imei, operator))).toBe(404);
      expect(await upgrade(url(southHouse?.imei, operator))).toBe(404);
      expect(await upgrade(url(helmet?.imei, admin))).toBe(101);
    });

    it('streams an in-scope device to a RealtimeSocket passing the token, or to a client sending the Authorization header', async () => {
      const device = devices.find((d) => d.productId === HOUSE && String(d.deptId) === depts.east && d.status === 'online');
      expect(await upgrade(url(device?.imei), { authorization: `Bearer ${operator}` })).toBe(101);
      const socket = new RealtimeSocket({
        url: server.deviceSocketUrl,
        channel: 'regular',
        params: { imei: String(device?.imei), local: 'en', timeZone: 'UTC', token: operator },
        WebSocket: WebSocket as unknown as WebSocketConstructor,
      });
      const frames: unknown[] = [];
      socket.on('message', (message) => frames.push(message));
      socket.connect();
      try {
        await waitFor(() => frames.length > 0, 'a device frame');
        expect(frames[0]).toMatchObject({ eventType: 'dataDevice', payload: { sn: device?.imei } });
      } finally {
        socket.close();
      }
    });
  });
});
