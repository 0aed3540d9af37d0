import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/state';
import { call, type Envelope, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const rowsOf = (body: Envelope): Row[] => (Array.isArray(body.rows) ? body.rows : Array.isArray(body.data) ? body.data : []) as Row[];

/**
 * Issue 27: two sessions each adding a menu to a role kept only one. A role carries a version (MyBatis-Plus @Version's
 * optimistic locking): an edit sends back the version it read, and one made from an older read is refused, with the
 * role as the first edit left it.
 */
describe('concurrent role edits (optimistic version)', () => {
  let server: Server;
  let first: string;
  let second: string;
  let menuIds: number[];

  const role = async (roleKey: string): Promise<Row> => {
    const listed = rowsOf((await call(server, 'POST', '/system/role/list', { token: first, body: new URLSearchParams({ roleKey }) })).body)[0] as Row;
    return (await call(server, 'GET', `/system/role/${String(listed.roleId)}`, { token: first })).body.data as Row;
  };
  const edit = (token: string, read: Row, change: Row, language = 'en') =>
    call(server, 'PUT', '/system/role', {
      token,
      headers: { 'accept-language': language },
      json: { roleId: read.roleId, roleName: read.roleName, roleKey: read.roleKey, roleSort: read.roleSort, status: read.status, version: read.version, ...change },
    });

  beforeAll(async () => {
    server = await startTestServer();
    // Two sessions of the admin: two browsers, or two tabs.
    first = await login(server, 'admin', 'admin123');
    second = await login(server, 'admin', 'admin123');
    menuIds = rowsOf((await call(server, 'POST', '/system/menu/list', { token: first, body: new URLSearchParams({}) })).body).map((menu) => Number(menu.menuId));
  });
  afterAll(() => server.close());

  it('answers every role with a version, seeded roles too', async () => {
    const listed = rowsOf((await call(server, 'POST', '/system/role/list', { token: first, body: new URLSearchParams({ pageSize: '50' }) })).body);
    expect(listed.length).toBeGreaterThan(0);
    for (const row of listed) expect(row.version, String(row.roleKey)).toEqual(expect.any(Number));
  });

  it('the second of two edits made from the same read is refused in the caller’s language; the first one’s menu stays', async () => {
    expect((await call(server, 'POST', '/system/role', { token: first, json: { roleName: 'Shared', roleKey: 'shared', roleSort: 3, status: '0', menuIds: [menuIds[0]] } })).body.code).toBe(200);
    // Both sessions open the role's form.
    const readByFirst = await role('shared');
    const readBySecond = await role('shared');
    const [a, b] = [menuIds[1], menuIds[2]];

    const saved = await edit(first, readByFirst, { menuIds: [menuIds[0], a] });
    expect(saved.body.code).toBe(200);
    const stale = await edit(second, readBySecond, { menuIds: [menuIds[0], b] });
    expect(stale.body).toEqual({ code: 500, msg: 'The role "Shared" was changed by someone else since you opened it; open it again and save once more' });
    const staleZh = await edit(second, readBySecond, { menuIds: [menuIds[0], b] }, 'zh-CN');
    expect(staleZh.body).toEqual({ code: 500, msg: '角色“Shared”已被他人修改，请重新打开后再保存' });
    expect((await role('shared')).menuIds).toEqual([menuIds[0], a]);

    // Read again, the second session sees the first's menu and adds its own: both are kept.
    const again = await role('shared');
    expect((await edit(second, again, { menuIds: [...(again.menuIds as number[]), b] })).body.code).toBe(200);
    expect((await role('shared')).menuIds).toEqual([menuIds[0], a, b]);
  });

  it('a status or data scope change moves the version on, so a form opened before it is refused too', async () => {
    expect((await call(server, 'POST', '/system/role', { token: first, json: { roleName: 'Moved', roleKey: 'moved', roleSort: 4, status: '0', menuIds: [] } })).body.code).toBe(200);
    const read = await role('moved');
    expect((await call(server, 'PUT', '/system/role/changeStatus', { token: second, json: { roleId: read.roleId, status: '1' } })).body.code).toBe(200);
    expect((await edit(first, read, { remark: 'stale' })).body.code).toBe(500);
    const afterStatus = await role('moved');
    expect(afterStatus.status).toBe('1');
    expect(afterStatus.remark).not.toBe('stale');
    // A data scope dialog opened on the older read is refused as well.
    const scope = await call(server, 'PUT', '/system/role/dataScope', { token: first, json: { roleId: read.roleId, dataScope: '2', deptIds: [], version: read.version } });
    expect(scope.body.code).toBe(500);
    expect((await role('moved')).dataScope).toBe(afterStatus.dataScope);
  });

  it('an edit without a version (a stock RuoYi client) is not checked', async () => {
    const read = await role('moved');
    expect((await edit(first, { ...read, version: undefined }, { remark: 'no version' })).body.code).toBe(200);
    expect((await role('moved')).remark).toBe('no version');
  });
});
