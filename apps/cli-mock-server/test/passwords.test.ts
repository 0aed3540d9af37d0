import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Envelope, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Passwords are stored hashed: every way of setting one must still give a password that signs in, and only that one. */
describe('setting a password', () => {
  let server: Server;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ captcha: false });
    admin = await signIn('admin', 'admin123').then((body) => String(body.token));
  });
  afterAll(() => server.close());

  const signIn = (username: string, password: string): Promise<Envelope> => call(server, 'POST', '/login', { json: { username, password } }).then((r) => r.body);
  const phoneCode = async (phone: string): Promise<string> => {
    await call(server, 'GET', `/phoneCode/${phone}`);
    return String(((await call(server, 'GET', `/__mock/captcha/phone:${phone}`)).body.data as { answer: string }).answer);
  };
  const user = async (userName: string) => ((await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ userName }) })).body.rows as Record<string, unknown>[])[0] ?? {};
  const expectOnly = async (username: string, now: string, before: string) => {
    expect((await signIn(username, now)).code).toBe(200);
    expect((await signIn(username, before)).code).toBe(500);
  };

  it('by an administrator: create and reset', async () => {
    expect((await call(server, 'POST', '/system/user', { token: admin, json: { userName: 'new.hire', nickName: 'New hire', password: 'first123', deptId: 103 } })).body.code).toBe(200);
    expect((await signIn('new.hire', 'first123')).code).toBe(200);
    const { userId } = await user('new.hire');
    expect((await call(server, 'PUT', '/system/user/resetPwd', { token: admin, json: { userId, password: 'second123' } })).body.code).toBe(200);
    await expectOnly('new.hire', 'second123', 'first123');
  });

  it('by the user: the own password, checked against the old one', async () => {
    const token = String((await signIn('operator', 'operator123')).token);
    const change = (oldPassword: string, newPassword: string) => call(server, 'PUT', '/system/user/profile/updatePwd', { token, body: new URLSearchParams({ oldPassword, newPassword }) }).then((r) => r.body);
    expect(await change('not-it', 'changed123')).toMatchObject({ code: 500, msg: 'Password not changed: the old password is wrong' });
    expect((await change('operator123', 'changed123')).code).toBe(200);
    await expectOnly('operator', 'changed123', 'operator123');
  });

  it('by phone: registration and password recovery', async () => {
    const phone = '13900002222';
    const registered = await call(server, 'POST', '/v2/register/0', { json: { username: 'by.phone', password: 'joined123', confirmPassword: 'joined123', phone, code: await phoneCode(phone) } });
    expect(registered.body.code).toBe(200);
    expect((await signIn('by.phone', 'joined123')).code).toBe(200);
    const recovered = await call(server, 'POST', '/v2/findPwd', { body: new URLSearchParams({ phone, code: await phoneCode(phone), password: 'found123' }) });
    expect(recovered.body.code).toBe(200);
    await expectOnly('by.phone', 'found123', 'joined123');
  });
});
