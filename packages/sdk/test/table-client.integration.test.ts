import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTableClient, isResponseValidationError, type SessionExpiredEvent, type UnreadableValuesEvent } from '../src/entries/client';
import { authEndpoints } from '../src/endpoints/auth';
import { sendJson, startServer } from './http-server';

const server = await startServer();
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const user = { userId: 1, userName: 'admin', nickName: '管理员', sex: '0', status: '0' };
const makeClient = () => createTableClient({ baseUrl: server.baseUrl, getToken: () => 'token-1' }, { auth: authEndpoints });

describe('createTableClient (the @vigil/sdk/client entry)', () => {
  it('builds only the domains it is given, and calls them like createClient', async () => {
    const client = makeClient();
    expect(Object.keys(client).sort()).toEqual(['auth', 'events', 'request', 'resetSession']);
    server.handler = (_request, response) => sendJson(response, { code: 200, user, permissions: ['*:*:*'], roles: ['admin'] });
    const info = await client.auth.getInfo();
    expect(info).toMatchObject({ code: 200, roles: ['admin'] });
    expect(server.seen[0]?.url.pathname).toBe('/api/getInfo');
    expect(server.seen[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('still validates responses: a value it cannot read is reported (tolerant), or refused (strict)', async () => {
    server.handler = (_request, response) => sendJson(response, { code: 200, token: { nested: true } });
    const client = makeClient();
    const reported: UnreadableValuesEvent[] = [];
    client.events.on('unreadableValues', (event) => reported.push(event));
    const read = await client.auth.login({ username: 'admin', password: 'admin123' });
    expect(read).not.toHaveProperty('token');
    expect(reported).toEqual([{ endpointId: 'auth.login', issues: [{ path: ['token'], value: { nested: true }, message: 'Expected text' }] }]);
    const strict = createTableClient({ baseUrl: server.baseUrl, getToken: () => 'token-1', reading: 'strict' }, { auth: authEndpoints });
    const failure = await strict.auth.login({ username: 'admin', password: 'admin123' }).catch((error: unknown) => error);
    expect(isResponseValidationError(failure)).toBe(true);
  });

  it('one sessionExpired per burst, re-armed by resetSession()', async () => {
    const client = makeClient();
    const expired: SessionExpiredEvent[] = [];
    client.events.on('sessionExpired', (event) => expired.push(event));
    server.handler = (_request, response) => sendJson(response, { code: 401, msg: 'expired' });
    const burst = () => Promise.all(Array.from({ length: 3 }, () => client.auth.getRouters()));
    await burst();
    expect(expired).toHaveLength(1);
    client.resetSession();
    await burst();
    expect(expired).toHaveLength(2);
  });

  it('serves a call as the backend runtime settings say (a stock RuoYi-Vue lists users on GET with query parameters)', async () => {
    const { userEndpoints } = await import('../src/endpoints/users');
    const calls: Record<string, { method: 'GET'; encoding: 'query' }> = {};
    const client = createTableClient({ baseUrl: server.baseUrl, getToken: () => 'token-1', calls: () => calls }, { users: userEndpoints });
    server.handler = (_request, response) => sendJson(response, { code: 200, msg: 'ok', total: 0, rows: [] });
    await client.users.list({ pageNum: 2, pageSize: 10 });
    expect(server.seen[0]?.method).toBe('POST');
    // Read per call: settings put in force after the client was built apply to the next call.
    calls['users.list'] = { method: 'GET', encoding: 'query' };
    await client.users.list({ pageNum: 2, pageSize: 10 });
    expect(server.seen[1]?.method).toBe('GET');
    expect(server.seen[1]?.url.searchParams.get('pageNum')).toBe('2');
    expect(server.seen[1]?.url.searchParams.get('pageSize')).toBe('10');
  });

  it('refuses a table that is not an object', () => {
    expect(() => createTableClient({ baseUrl: '/api', getToken: () => null }, null as never)).toThrow(TypeError);
  });
});
