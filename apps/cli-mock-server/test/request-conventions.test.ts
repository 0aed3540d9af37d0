import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

// RuoYi's request conventions (references §4): POST /logout deletes the token; the captcha fields are ignored when the
// captcha is off; a path the backend does not have is a 404, not a page.

describe('POST /logout', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('ends the session at once: the same token then answers 401', async () => {
    const token = await login(server, 'operator', 'operator123');
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(200);
    const out = await call(server, 'POST', '/logout', { token });
    expect(out.body).toEqual({ code: 200, msg: 'Signed out' });
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(401);
    expect((await call(server, 'POST', '/senstor/info/list', { token, json: {} })).body.code).toBe(401);
  });

  it('ends only that session: another sign-in of the same user keeps working', async () => {
    const first = await login(server, 'admin', 'admin123');
    const second = await login(server, 'admin', 'admin123');
    await call(server, 'POST', '/logout', { token: first });
    expect((await call(server, 'GET', '/getInfo', { token: first })).body.code).toBe(401);
    expect((await call(server, 'GET', '/getInfo', { token: second })).body.code).toBe(200);
  });

  it('answers 200 without a token or with an unknown one, as RuoYi does', async () => {
    expect((await call(server, 'POST', '/logout')).body.code).toBe(200);
    expect((await call(server, 'POST', '/logout', { token: 'no-such-token' })).body.code).toBe(200);
  });
});

describe('captcha fields', () => {
  let off: Server;
  let on: Server;
  beforeAll(async () => {
    [off, on] = await Promise.all([startTestServer({ captcha: false }), startTestServer()]);
  });
  afterAll(() => Promise.all([off.close(), on.close()]));

  it('with the captcha off, a RuoYi-style body with empty code and uuid signs in', async () => {
    const result = await call(off, 'POST', '/login', { json: { username: 'operator', password: 'operator123', code: '', uuid: '' } });
    expect(result.body.code).toBe(200);
    expect(typeof result.body.token).toBe('string');
  });

  it('with the captcha on, an empty code is still refused with "enter the code"', async () => {
    const captcha = await call(on, 'GET', '/captchaImage');
    const result = await call(on, 'POST', '/login', { json: { username: 'operator', password: 'operator123', code: '', uuid: String(captcha.body.uuid) }, headers: { 'accept-language': 'zh-CN' } });
    expect(result.body).toMatchObject({ code: 400, msg: '请输入验证码', field: 'code' });
  });
});

describe('an unknown API path with --static', () => {
  let dir: string;
  let server: Server;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vigil-static-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Vigil</title>');
    server = await startTestServer({ static: dir });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the documented JSON 404, page navigation or not, while client routes still get the app', async () => {
    for (const accept of ['application/json', 'text/html,*/*']) {
      const response = await fetch(`${server.url}/api/no/such/call`, { headers: { accept, 'accept-language': 'en' } });
      expect(response.status, accept).toBe(404);
      expect(await response.json()).toEqual({ code: 404, msg: 'No route for GET /api/no/such/call' });
    }
    expect((await fetch(`${server.url}/api`)).status).toBe(404);
    const page = await fetch(`${server.url}/house-device/device`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Vigil</title>');
  });
});
