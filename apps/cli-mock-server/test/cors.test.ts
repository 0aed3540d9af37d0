import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const preflight = (url: string, origin: string, headers = 'authorization,content-type') =>
  fetch(url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers } });

const corsHeaders = (response: Response): string[] => {
  const names: string[] = [];
  response.headers.forEach((_value, name) => {
    if (name.startsWith('access-control-')) names.push(name);
  });
  return names;
};

describe('CORS by default (console served same-origin)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives another origin no Access-Control-Allow-Origin on the API or the control API', async () => {
    for (const url of [`${server.baseUrl}/getInfo`, `${server.url}/__mock/health`, `${server.url}/__mock/reset`]) {
      const options = await preflight(url, 'http://evil.test');
      expect(options.headers.get('access-control-allow-origin'), url).toBeNull();
      const get = await fetch(url, { headers: { origin: 'http://evil.test' } });
      expect(get.headers.get('access-control-allow-origin'), url).toBeNull();
    }
  });
});

describe('--cors http://a.test', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ cors: ['http://a.test'] });
  });
  afterAll(() => server.close());

  it('allows exactly that origin on the API, with credentials and the Time-Zone header', async () => {
    const allowed = await preflight(`${server.baseUrl}/getInfo`, 'http://a.test', 'authorization,content-type,time-zone');
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://a.test');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('time-zone');
    const get = await fetch(`${server.baseUrl}/captchaImage`, { headers: { origin: 'http://a.test' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://a.test');

    for (const other of ['http://b.test', 'http://a.test:8080', 'https://a.test']) {
      expect((await preflight(`${server.baseUrl}/getInfo`, other)).headers.get('access-control-allow-origin'), other).toBeNull();
      expect((await fetch(`${server.baseUrl}/captchaImage`, { headers: { origin: other } })).headers.get('access-control-allow-origin'), other).toBeNull();
    }
  });

  it('still sends no CORS header at all on the control API, even to that origin', async () => {
    for (const path of ['/__mock/health', '/__mock/reset', '/__mock/alarms', '/__mock/captcha/x']) {
      expect(corsHeaders(await preflight(`${server.url}${path}`, 'http://a.test')), path).toEqual([]);
      expect(corsHeaders(await fetch(`${server.url}${path}`, { headers: { origin: 'http://a.test' } })), path).toEqual([]);
    }
  });
});

describe('the control API accepts only JSON bodies', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (path: string, body: string, headers: Record<string, string>) => fetch(`${server.url}${path}`, { method: 'POST', body, headers: { origin: 'http://evil.test', ...headers } });

  it('refuses text/plain, form and body-less "simple requests" with HTTP 415, and does nothing', async () => {
    const token = await login(server, 'admin', 'admin123');
    await call(server, 'POST', '/gdtz/ry', { token, json: { name: 'Survivor', phone: '13811112222' } });
    const simple: Array<[string, Record<string, string>]> = [
      ['{}', { 'content-type': 'text/plain' }],
      ['x=1', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['', {}],
    ];
    for (const [body, headers] of simple) {
      const reset = await post('/__mock/reset', body, headers);
      expect(reset.status, JSON.stringify(headers)).toBe(415);
      expect(reset.headers.get('access-control-allow-origin')).toBeNull();
      const faults = await post('/__mock/faults', '{"failNext":5,"code":500}', headers);
      expect(faults.status).toBe(415);
    }
    // Nothing was reset and no fault was armed: the session and the new person are still there.
    const people = await call(server, 'GET', '/gdtz/ry?pageSize=100', { token });
    expect(people.body.code).toBe(200);
    expect((people.body.rows as { name: string }[]).some((p) => p.name === 'Survivor')).toBe(true);
  });

  it('answers the refusal in the request language', async () => {
    const en = await post('/__mock/alarms', '{"count":1}', { 'content-type': 'text/plain', 'accept-language': 'en' });
    expect(await en.json()).toMatchObject({ code: 415, msg: 'The control API accepts only application/json bodies (got text/plain)' });
    const zh = await post('/__mock/alarms', '{"count":1}', { 'content-type': 'text/plain' });
    expect(((await zh.json()) as { msg: string }).msg).toBe('控制接口只接受 application/json 请求体（收到 text/plain）');
  });

  it('accepts application/json with a charset, and reads captchas with a plain GET', async () => {
    const health = await fetch(`${server.url}/__mock/faults`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{}' });
    expect(health.status).toBe(200);
    expect((await call(server, 'GET', '/__mock/health')).body.status).toBe('ok');
  });
});
