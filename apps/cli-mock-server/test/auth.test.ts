import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
interface Router {
  path: string;
  meta?: { module?: string };
  children?: Router[];
}

describe('auth', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/getInfo'],
    ['GET', '/getRouters'],
    ['POST', '/senstor/info/list'],
    ['DELETE', '/system/user/1'],
  ])('%s %s without a token answers HTTP 200 with body code 401', async (method, path) => {
    const result = await call(server, method, path, method === 'POST' ? { json: {} } : {});
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(401);
  });

  it('an unknown or malformed bearer token is a 401 too', async () => {
    expect((await call(server, 'GET', '/getInfo', { token: 'not-a-token' })).body.code).toBe(401);
    expect((await call(server, 'GET', '/getInfo', { headers: { authorization: 'Basic abc' } })).body.code).toBe(401);
  });

  it('serves a real PNG captcha whose answer the control API tells', async () => {
    const captcha = await call(server, 'GET', '/captchaImage');
    expect(captcha.body).toMatchObject({ code: 200, captchaEnabled: true });
    const png = Buffer.from(String(captcha.body.img), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(160); // IHDR width
    const idat = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(new Set(pixels).size).toBeGreaterThan(2); // background, noise and glyphs, not a blank image
    const answer = await call(server, 'GET', `/__mock/captcha/${String(captcha.body.uuid)}`);
    expect(String((answer.body.data as { answer: string }).answer)).toMatch(/^-?\d+$/);
  });

  it('refuses a wrong captcha and does not let it be retried', async () => {
    const captcha = await call(server, 'GET', '/captchaImage');
    const uuid = String(captcha.body.uuid);
    const wrong = await call(server, 'POST', '/login', { json: { username: 'admin', password: 'admin123', code: 'nope', uuid } });
    expect(wrong.body).toMatchObject({ code: 500 });
    expect(wrong.body.msg).toMatch(/captcha/);
    expect((await call(server, 'GET', `/__mock/captcha/${uuid}`)).body.code).toBe(404);
  });

  it('refuses a wrong password and a disabled account', async () => {
    const captcha = await call(server, 'GET', '/captchaImage');
    const uuid = String(captcha.body.uuid);
    const code = String(((await call(server, 'GET', `/__mock/captcha/${uuid}`)).body.data as { answer: string }).answer);
    const result = await call(server, 'POST', '/login', { json: { username: 'admin', password: 'wrong', code, uuid } });
    expect(result.body.code).toBe(500);
    expect(result.body.token).toBeUndefined();
  });

  it('admin holds *:*:* and sees every module; operator has a limited set and only the house module', async () => {
    const admin = await login(server, 'admin', 'admin123');
    const operator = await login(server, 'operator', 'operator123');
    const adminInfo = (await call(server, 'GET', '/getInfo', { token: admin })).body;
    const operatorInfo = (await call(server, 'GET', '/getInfo', { token: operator })).body;
    expect(adminInfo).toMatchObject({ code: 200, permissions: ['*:*:*'], roles: ['admin'], user: { userName: 'admin' } });
    expect(operatorInfo).toMatchObject({ code: 200, roles: ['operator'], user: { userName: 'operator' } });
    const perms = operatorInfo.permissions as string[];
    expect(perms).not.toContain('*:*:*');
    expect(perms.length).toBeGreaterThan(0);
    expect(perms.every((p) => p.startsWith('house:'))).toBe(true);
    expect((operatorInfo.user as Record<string, unknown>).password).toBeUndefined();

    const adminRouters = (await call(server, 'GET', '/getRouters', { token: admin })).body.data as Router[];
    const operatorRouters = (await call(server, 'GET', '/getRouters', { token: operator })).body.data as Router[];
    expect(adminRouters.length).toBeGreaterThan(10);
    expect(operatorRouters.map((r) => r.path)).toEqual(['/house']);
    expect(operatorRouters[0]?.children?.map((r) => r.path)).toContain('/house-alarm/alarm');
  });

  it('the operator sees only house devices of its department (data scope: department and below) and their alarms; the admin sees every product', async () => {
    const operator = await login(server, 'operator', 'operator123');
    const admin = await login(server, 'admin', 'admin123');
    const devices = async (token: string) => (await call(server, 'POST', '/senstor/info/list', { token, json: { pageSize: 500 } })).body;
    const operatorDevices = await devices(operator);
    const ownDept = ((await call(server, 'GET', '/getInfo', { token: operator })).body.user as { deptId: number }).deptId;
    // The 40 home alarms are spread over three departments; the operator's (East team, no children) holds a third.
    expect(operatorDevices.total).toBeGreaterThan(0);
    expect(operatorDevices.total).toBeLessThan(40);
    expect((operatorDevices.rows as { productId: string; deptId: number }[]).every((d) => d.productId === '15144628' && d.deptId === ownDept)).toBe(true);
    expect((await devices(admin)).total).toBeGreaterThan(40);
    const alarms = await call(server, 'POST', '/sensor/alarm/list', { token: operator, json: { pageSize: 500 } });
    expect((alarms.body.rows as { productId: string }[]).every((a) => a.productId === '15144628')).toBe(true);
  });

  it('a disabled user cannot sign in and loses an open session', async () => {
    const admin = await login(server, 'admin', 'admin123');
    const list = await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ userName: 'zhang.wei' }) });
    const user = (list.body.rows as { userId: number; userName: string }[])[0];
    if (!user) throw new Error('seed user zhang.wei missing');
    const session = await login(server, 'zhang.wei', 'vigil123');
    await call(server, 'PUT', '/system/user/changeStatus', { token: admin, json: { userId: user.userId, status: '1' } });
    expect((await call(server, 'GET', '/getInfo', { token: session })).body.code).toBe(401);
    await expect(login(server, 'zhang.wei', 'vigil123')).rejects.toThrow(/disabled/);
  });

  it('a deleted user’s token ends, and never works again for a new account of the same name (issue 27)', async () => {
    const admin = await login(server, 'admin', 'admin123');
    const account = { userName: 'short.lived', nickName: 'Short lived', password: 'lived123', roleIds: [], modules: ['house'], status: '0' };
    const idOf = async () => (await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ userName: account.userName }) })).body.rows as { userId: number }[];
    expect((await call(server, 'POST', '/system/user', { token: admin, json: account })).body.code).toBe(200);
    const first = (await idOf())[0]?.userId;
    const token = await login(server, account.userName, account.password);
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(200);
    expect((await call(server, 'DELETE', `/system/user/${String(first)}`, { token: admin })).body.code).toBe(200);
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(401);
    expect((await call(server, 'POST', '/system/user', { token: admin, json: account })).body.code).toBe(200);
    expect((await idOf())[0]?.userId).not.toBe(first);
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(401);
  });
});

describe('auth with --captcha off', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ captcha: false });
  });
  afterAll(() => server.close());

  it('reports the captcha disabled and logs in without a code', async () => {
    expect((await call(server, 'GET', '/captchaImage')).body).toMatchObject({ code: 200, captchaEnabled: false });
    const result = await call(server, 'POST', '/login', { json: { username: 'operator', password: 'operator123' } });
    expect(result.body).toMatchObject({ code: 200 });
    expect(typeof result.body.token).toBe('string');
  });
});
