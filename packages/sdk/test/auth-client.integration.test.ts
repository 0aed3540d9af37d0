import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthClient } from '../src/entries/auth';
import {
  createTableClient,
  isResponseValidationError,
  isTransportError,
  type ServerErrorEvent,
  type SessionExpiredEvent,
  type UnreadableValuesEvent,
} from '../src/entries/client';
import { authEndpoints } from '../src/endpoints/auth';
import { sendJson, startServer } from './http-server';

const server = await startServer();
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const user = { userId: 1, userName: 'admin', nickName: '管理员', sex: '0', status: '0' };
const options = { baseUrl: server.baseUrl, getToken: () => 'token-1', locale: 'en', timeZone: 'Asia/Shanghai' };

describe('createAuthClient (the @vigil/sdk/auth entry): the auth calls over fetch, with the table client policy', () => {
  it('sends every auth call as the table client (ky) sends it: method, path, query, headers and body', async () => {
    const viaFetch = createAuthClient(options);
    const viaKy = createTableClient(options, { auth: authEndpoints });
    server.handler = (_request, response) => sendJson(response, { code: 200, msg: 'ok', token: 't' });
    const calls = [
      (client: typeof viaFetch) => client.auth.login({ username: 'admin', password: 'admin123', code: '7', uuid: 'u' }),
      (client: typeof viaFetch) => client.auth.captcha(),
      (client: typeof viaFetch) => client.auth.sendPhoneCode({ phone: '13800000000' }),
      (client: typeof viaFetch) => client.auth.findPassword({ phone: '13800000000', code: '1234', password: 'secret1' }),
      (client: typeof viaFetch) => client.auth.register({ kind: '0', username: 'someone', password: 'secret1', phone: '13800000000', code: '1234' }),
      (client: typeof viaFetch) => client.auth.logout({ headers: { Authorization: 'Bearer other' } }),
    ];
    for (const call of calls) {
      await call(viaFetch);
      await call(viaKy as unknown as typeof viaFetch);
      const [sent, expected] = server.seen.splice(0, 2);
      const view = (seen: typeof sent) => ({
        method: seen?.method,
        url: seen?.url.href,
        body: seen?.body.toString(),
        type: seen?.headers['content-type'],
        auth: seen?.headers.authorization,
        language: seen?.headers['accept-language'],
        zone: seen?.headers['time-zone'],
        accept: seen?.headers.accept,
      });
      expect(view(sent)).toEqual(view(expected));
    }
  });

  it('answers a sign-in answer as it came, and reads an odd one with its schema, tolerantly (or strictly)', async () => {
    const client = createAuthClient(options);
    const reported: UnreadableValuesEvent[] = [];
    client.events.on('unreadableValues', (event) => reported.push(event));
    server.handler = (_request, response) => sendJson(response, { code: 200, msg: 'ok', token: 'eyJ' });
    expect(await client.auth.login({ username: 'admin', password: 'admin123' })).toEqual({ code: 200, msg: 'ok', token: 'eyJ' });
    server.handler = (_request, response) => sendJson(response, { code: 200, token: { nested: true } });
    const read = await client.auth.login({ username: 'admin', password: 'admin123' });
    expect(read).not.toHaveProperty('token');
    expect(reported).toEqual([{ endpointId: 'auth.login', issues: [{ path: ['token'], value: { nested: true }, message: 'Expected text' }] }]);
    const strict = createAuthClient({ ...options, reading: 'strict' });
    expect(isResponseValidationError(await strict.auth.login({ username: 'admin', password: 'admin123' }).catch((error: unknown) => error))).toBe(true);
  });

  it('reads the signed-in calls (getInfo) with their schemas', async () => {
    const client = createAuthClient(options);
    const reported: UnreadableValuesEvent[] = [];
    client.events.on('unreadableValues', (event) => reported.push(event));
    server.handler = (_request, response) => sendJson(response, { code: 200, user, permissions: ['*:*:*'], roles: ['admin'] });
    expect(await client.auth.getInfo()).toMatchObject({ code: 200, roles: ['admin'], user: { userName: 'admin' } });
    expect(server.seen[0]?.url.pathname).toBe('/api/getInfo');
    expect(server.seen[0]?.headers.authorization).toBe('Bearer token-1');
    // A value its schema cannot read is left out and reported: the answer went through the schema.
    server.handler = (_request, response) => sendJson(response, { code: 200, user, permissions: ['*:*:*', { odd: 1 }], roles: ['admin'] });
    expect(await client.auth.getInfo()).toMatchObject({ permissions: ['*:*:*'] });
    expect(reported.map(({ endpointId, issues }) => [endpointId, issues.map(({ path }) => path)])).toEqual([['auth.getInfo', [['permissions', 1]]]]);
  });

  it('follows the error policy: one sessionExpired per burst, server errors and transport failures as events', async () => {
    const client = createAuthClient(options);
    const expired: SessionExpiredEvent[] = [];
    const refused: ServerErrorEvent[] = [];
    const failed: string[] = [];
    client.events.on('sessionExpired', (event) => expired.push(event));
    client.events.on('serverError', (event) => refused.push(event));
    client.events.on('transportError', ({ endpointId }) => failed.push(endpointId));
    server.handler = (_request, response) => sendJson(response, { code: 401, msg: 'expired' });
    await Promise.all([client.auth.getInfo(), client.auth.getRouters(), client.auth.getInfo()]);
    expect(expired).toHaveLength(1);
    client.resetSession();
    await client.auth.getRouters();
    expect(expired).toHaveLength(2);
    server.handler = (_request, response) => sendJson(response, { code: 500, msg: '用户不存在/密码错误' });
    expect(await client.auth.login({ username: 'admin', password: 'wrong' })).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect(refused).toEqual([expect.objectContaining({ endpointId: 'auth.login', code: 500, message: '用户不存在/密码错误' })]);
    server.handler = (_request, response) => sendJson(response, { code: 200 }, 502);
    expect(isTransportError(await client.auth.captcha().catch((error: unknown) => error))).toBe(true);
    expect(failed).toEqual(['auth.captcha']);
  });

  it("has the full client's emitter: an integrator may listen once, or count the listeners", async () => {
    const client = createAuthClient(options);
    const once: string[] = [];
    client.events.once('serverError', ({ endpointId }) => once.push(endpointId));
    server.handler = (_request, response) => sendJson(response, { code: 500, msg: '服务器错误' });
    await client.auth.captcha();
    await client.auth.captcha();
    expect(once).toEqual(['auth.captcha']);
    expect(client.events.listenerCount('serverError')).toBe(0);
  });
});
