import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, type TestServer } from './support';

type Device = { id: number; name: string; imei: string };

/**
 * Hot reads keep their answer until something changes it (issue 24: the mock re-did validation, authorization,
 * handler and serialisation for identical bytes). What matters to a user: a cached answer is never a stale one.
 */
describe('cached reads never answer what is out of date', () => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  const list = async (token: string) => (await call(server, 'POST', '/senstor/info/list', { token, json: { productId: '15144628', pageNum: 1, pageSize: 50 } })).body;
  signedInAdmin(async (session) => {
    ({ server, token: admin } = session);
    operator = await login(server, 'operator', 'operator123');
  });

  it('the same read twice gives the same answer; after an edit it shows the edit', async () => {
    const first = await list(admin);
    expect(await list(admin)).toEqual(first);
    const device = (first.rows as Device[])[0];
    if (!device) throw new Error('the seed lists home alarms');
    expect((await call(server, 'PUT', '/senstor/info', { token: admin, json: { id: device.id, name: 'Renamed after a cached read' } })).body.code).toBe(200);
    expect((await list(admin)).rows).toContainEqual(expect.objectContaining({ id: device.id, name: 'Renamed after a cached read' }));
  });

  it('each user gets the answer of its own scope, whoever asked first', async () => {
    const all = await list(admin);
    const own = await list(operator);
    // The operator's data scope is its own department (see scope.test.ts): fewer home alarms than the admin sees.
    expect(own.total).toBeLessThan(all.total as number);
    expect(await list(admin)).toEqual(all);
  });

  it('a control API change of what answers carry shows at once', async () => {
    const device = ((await list(admin)).rows as Device[])[1];
    if (!device) throw new Error('the seed lists home alarms');
    const raw = await call(server, 'POST', '/__mock/raw-fields', { json: { match: { imei: device.imei }, fields: { status: 3 }, endpoints: ['sensors.list'] } });
    expect(raw.body.code).toBe(200);
    expect((await list(admin)).rows).toContainEqual(expect.objectContaining({ imei: device.imei, status: 3 }));
  });

  it('a session ended by sign-out is refused, not answered from the cache', async () => {
    const token = await login(server, 'admin', 'admin123');
    expect((await list(token)).code).toBe(200);
    expect((await call(server, 'POST', '/logout', { token })).body.code).toBe(200);
    expect((await list(token)).code).toBe(401);
  });
});
