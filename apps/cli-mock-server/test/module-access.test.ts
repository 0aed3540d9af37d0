import { DEFAULT_SYSTEM_NAMES, DEVICE_CATALOGUE } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, type TestServer } from './support';

type Row = Record<string, unknown>;

const rowsOf = (body: Row) => (body.rows ?? body.data) as Row[];
const productOf = (code: string) => String(DEVICE_CATALOGUE.find((p) => p.code === code)?.productid);

/**
 * Issue 23: modules are granted by administrators on users and on roles; a user may use its own and its roles'
 * (getInfo answers them), and a menu or permission counts only inside them (getRouters, the calls). Data scope is
 * untouched.
 */
describe('module access', () => {
  let server: TestServer;
  let admin: string;
  let menus: Row[];

  const get = async (token: string, path: string) => (await call(server, 'GET', path, { token })).body as Row;
  const routerPaths = (routers: Row[]): string[] => routers.flatMap((r) => [String(r.path), ...routerPaths((r.children as Row[] | undefined) ?? [])]);

  /** A role holding every menu of `module` (its catalogue, pages and buttons), granting `modules`; a user holding only it. */
  async function roleAndUser(name: string, module: string, modules: string[], userModules: string[] = []) {
    const catalogue = menus.find((m) => m.module === module && String(m.parentId) === '0');
    const menuIds = menus.filter((m) => m.module === module).map((m) => m.menuId);
    expect(catalogue).toBeDefined();
    const role = await call(server, 'POST', '/system/role', { token: admin, json: { roleName: name, roleKey: name, roleSort: 9, status: '0', menuIds, modules } });
    expect(role.body.code).toBe(200);
    const stored = rowsOf((await call(server, 'POST', '/system/role/list', { token: admin, body: new URLSearchParams({ roleKey: name }) })).body)[0] as Row;
    expect(stored.modules).toEqual(modules);
    const user = await call(server, 'POST', '/system/user', { token: admin, json: { userName: name, nickName: name, password: 'module123', roleIds: [stored.roleId], modules: userModules, status: '0' } });
    expect(user.body.code).toBe(200);
    return login(server, name, 'module123');
  }

  signedInAdmin(async (session) => {
    ({ server, token: admin } = session);
    menus = rowsOf((await call(server, 'POST', '/system/menu/list', { token: admin, body: new URLSearchParams({}) })).body);
  });

  it('a role granting the flame module gives its user the flame menus and calls, and nothing else', async () => {
    const token = await roleAndUser('flameop', 'flame', ['flame']);
    const info = await get(token, '/getInfo');
    expect(info.modules).toEqual(['flame']);
    expect(info.permissions).toContain('flame:device:list');
    const paths = routerPaths(rowsOf(await get(token, '/getRouters')));
    expect(paths).toContain('/flame/flame');
    expect(paths).toContain('/flame-device/device');
    expect(paths.some((p) => p.startsWith('/house'))).toBe(false);
    const list = (productId: string) => call(server, 'POST', '/senstor/info/list', { token, json: { pageNum: 1, pageSize: 10, productId } });
    expect((await list(productOf('flame'))).body.code).toBe(200);
    expect((await list(productOf('house'))).body.code).toBe(403);
  });

  it('the same menus without the module grant nothing (a permission counts only inside the modules)', async () => {
    const token = await roleAndUser('flameless', 'flame', []);
    const info = await get(token, '/getInfo');
    expect(info.modules).toEqual([]);
    expect(info.permissions).toEqual([]);
    expect(rowsOf(await get(token, '/getRouters'))).toEqual([]);
  });

  it('a user’s own modules count too, with its roles’', async () => {
    const token = await roleAndUser('flameown', 'flame', [], ['flame', 'house']);
    expect((await get(token, '/getInfo')).modules).toEqual(['house', 'flame']);
    expect((await get(token, '/getInfo')).permissions).toContain('flame:device:list');
  });

  it('a pure administrator: the administration module alone, its menus and its calls', async () => {
    const token = await roleAndUser('puread', 'user', ['user']);
    const info = await get(token, '/getInfo');
    expect(info.modules).toEqual(['user']);
    expect(info.permissions).toContain('system:user:list');
    const paths = routerPaths(rowsOf(await get(token, '/getRouters')));
    expect(paths).toContain('/usermana/usermana');
    expect(paths.every((p) => p === '/user' || !/^\/(house|flame|hat|alarms)/.test(p))).toBe(true);
    expect((await call(server, 'POST', '/system/user/list', { token, body: new URLSearchParams({}) })).body.code).toBe(200);
    expect((await call(server, 'POST', '/senstor/info/list', { token, json: { pageNum: 1, pageSize: 10, productId: productOf('house') } })).body.code).toBe(403);
  });

  it('a delegated administrator cannot grant a module it does not hold, and the refusal changes nothing', async () => {
    const token = await roleAndUser('delegate', 'user', ['user']);
    const refused = await call(server, 'POST', '/system/user', { token, json: { userName: 'escalate', nickName: 'x', password: 'module123', roleIds: [], modules: ['hat'], status: '0' } });
    expect(refused.body).toMatchObject({ code: 500 });
    const listed = rowsOf((await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ userName: 'escalate' }) })).body);
    expect(listed).toEqual([]);
    // Its own module it may grant.
    const allowed = await call(server, 'POST', '/system/user', { token, json: { userName: 'helper', nickName: 'x', password: 'module123', roleIds: [], modules: ['user'], status: '0' } });
    expect(allowed.body.code).toBe(200);
  });

  it('answers the sdk’s default system names until an organisation names its own', async () => {
    expect((await get(admin, '/ssc/config/sysInfo')).data).toMatchObject({ name: DEFAULT_SYSTEM_NAMES.name, nameEn: DEFAULT_SYSTEM_NAMES.nameEn, isDefault: true });
  });
});
