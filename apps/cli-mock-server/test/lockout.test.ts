import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const MINUTE = 60_000;

describe('login lockout: 5 wrong passwords within a minute lock the account for 10 minutes', () => {
  let server: Server;
  let clock = Date.parse('2026-11-23T10:00:00Z');
  beforeAll(async () => {
    server = await startTestServer({ captcha: false, now: () => clock });
  });
  afterAll(() => server.close());

  const signIn = (username: string, password: string, language = 'en') => call(server, 'POST', '/login', { json: { username, password }, headers: { 'accept-language': language } }).then((r) => r.body);
  const wrong = async (username: string, times: number) => {
    for (let i = 0; i < times; i += 1) expect(await signIn(username, 'not-the-password')).toMatchObject({ code: 500, msg: 'Wrong user name or password' });
  };

  it('refuses the next attempt even with the right password, in the request language, until the lock runs out', async () => {
    await wrong('operator', 5);
    const locked = await signIn('operator', 'operator123');
    expect(locked).toMatchObject({ code: 500, msg: 'Wrong password 5 times: the account is locked for 10 minutes' });
    expect(locked.token).toBeUndefined();
    expect(await signIn('operator', 'operator123', 'zh-CN')).toMatchObject({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
    // Another account is not affected.
    expect((await signIn('admin', 'admin123')).code).toBe(200);

    clock += 10 * MINUTE - 1000;
    expect((await signIn('operator', 'operator123')).msg).toMatch(/locked/);
    clock += 1000;
    const after = await signIn('operator', 'operator123');
    expect(after.code).toBe(200);
    expect(typeof after.token).toBe('string');
  });

  it('a successful sign-in resets the count', async () => {
    await wrong('admin', 4);
    expect((await signIn('admin', 'admin123')).code).toBe(200);
    await wrong('admin', 4);
    expect((await signIn('admin', 'admin123')).code).toBe(200);
  });

  it('counts only the wrong passwords of the last minute', async () => {
    await wrong('operator', 4);
    clock += MINUTE + 1;
    await wrong('operator', 1);
    expect((await signIn('operator', 'operator123')).code).toBe(200);
  });

  it('/__mock/reset unlocks every account', async () => {
    await wrong('operator', 5);
    expect((await signIn('operator', 'operator123')).msg).toMatch(/locked/);
    await call(server, 'POST', '/__mock/reset');
    expect((await signIn('operator', 'operator123')).code).toBe(200);
  });
});
