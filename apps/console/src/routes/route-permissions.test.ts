// @vitest-environment node
import { DEFAULT_SYSTEM_NAMES, listEndpoints, MODULE_PLACEHOLDER, productIdsOfModule } from '@vigil/sdk';
import { type RunningMockServer, startMockServer } from '@vigil/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';

type Row = Record<string, unknown>;
type Endpoint = ReturnType<typeof listEndpoints>[number];

/**
 * Issue 23: every route the table guards by a permission is reachable by permission, for real: the permission is
 * granted by a menu vigil-mock seeds, and it is checked by a vigil-mock call (a user holding that menu alone makes the
 * call; one holding every other administration menu is refused with 403). Not only the super administrator sees them.
 */

/** Inputs for the calls that need a body to pass validation (checked before the permission, as RuoYi binds first). */
const SAMPLE_BODIES: Readonly<Record<string, (ids: { roleId: unknown }) => unknown>> = {
  'roles.changeStatus': ({ roleId }) => ({ roleId, status: '0' }),
  // The home alarm (spec §1, productid 15144628) is the one product open by default: enabling it changes nothing.
  'products.changeStatus': () => ({ productId: '15144628', enabled: true }),
  // The default names again: a valid body that changes nothing.
  'siteConfig.updateSystemInfo': () => ({ ...DEFAULT_SYSTEM_NAMES }),
};

/** The tag a call checks in `module`: its access, with `{module}` filled in for a module-bound one (`house:data:list`). */
const tagIn = (endpoint: Endpoint, module: string): string =>
  endpoint.access.startsWith(`${MODULE_PLACEHOLDER}:`) ? `${module}${endpoint.access.slice(MODULE_PLACEHOLDER.length)}` : endpoint.access;

/** The call that shows a permission is checked: a sampled write where one is listed, else a call without required input. */
function probeOf(permission: string, module: string): Endpoint | undefined {
  const candidates = listEndpoints().filter((endpoint) => tagIn(endpoint, module) === permission);
  return candidates.find((e) => SAMPLE_BODIES[e.id] !== undefined) ?? candidates.find((e) => !e.path.includes(':'));
}

/** Each route permission once, with the module whose menus grant it. */
const GUARDED = [...new Map(ROUTES.flatMap((route) => (route.permission === null || route.module === null ? [] : [[route.permission, route.module] as const]))).entries()];

describe('route table and vigil-mock agree on every route permission', () => {
  let server: RunningMockServer;
  let admin: string;
  let menus: Row[];
  let viewerRoleId: unknown;

  /** One API call: `body` as JSON, or `form` fields as a form (RuoYi's list calls). */
  async function call(method: string, path: string, token: string | null, body?: unknown, form?: Record<string, string>): Promise<Row> {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (form) payload = new URLSearchParams(form);
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body: payload });
    return (await response.json()) as Row;
  }
  const rowsOf = (answer: Row) => (answer.rows ?? answer.data) as Row[];
  const signIn = async (username: string, password: string) => String((await call('POST', '/login', null, { username, password })).token);

  /** A user holding one role of `menuIds`, granted `module`; signed in. */
  async function userWith(name: string, menuIds: unknown[], module: string): Promise<string> {
    expect((await call('POST', '/system/role', admin, { roleName: name, roleKey: name, roleSort: 9, status: '0', menuIds, modules: [module] })).code).toBe(200);
    const role = rowsOf(await call('POST', '/system/role/list', admin, undefined, { roleKey: name })).find((r) => r.roleKey === name);
    expect((await call('POST', '/system/user', admin, { userName: name, nickName: name, password: 'route123', roleIds: [role?.roleId], modules: ['user'], status: '0' })).code).toBe(200);
    return signIn(name, 'route123');
  }

  /** The call as `token`, with its sample body, or else no input but the module's product (a module-bound call). */
  async function probe(endpoint: Endpoint, module: string, token: string): Promise<number> {
    const sample = SAMPLE_BODIES[endpoint.id];
    const product: Record<string, string> = endpoint.access.startsWith(`${MODULE_PLACEHOLDER}:`) ? { productId: productIdsOfModule(module as never)[0] ?? '' } : {};
    if (sample) return Number((await call(endpoint.method, endpoint.path, token, sample({ roleId: viewerRoleId }))).code);
    if (endpoint.encoding === 'json') return Number((await call(endpoint.method, endpoint.path, token, product)).code);
    if (endpoint.encoding === 'form') return Number((await call(endpoint.method, endpoint.path, token, undefined, product)).code);
    const query = new URLSearchParams(product).toString();
    return Number((await call(endpoint.method, `${endpoint.path}${query ? `?${query}` : ''}`, token)).code);
  }

  beforeAll(async () => {
    server = await startMockServer({ port: 0, captcha: false, alarmInterval: 0, log: () => undefined });
    admin = await signIn('admin', 'admin123');
    menus = rowsOf(await call('POST', '/system/menu/list', admin, undefined, {}));
    viewerRoleId = rowsOf(await call('POST', '/system/role/list', admin, undefined, {})).find((role) => role.roleKey === 'viewer')?.roleId;
  });
  afterAll(() => server.close());

  it('guards the administration pages the spec lists, 文件栏目 to 产品管理 included', () => {
    for (const path of ['/file/fileindex', '/file/filelist', '/sysinfo/sysinfo', '/product/product', '/usermana/usermana']) {
      expect(ROUTES.find((route) => route.path === path)?.permission, path).not.toBeNull();
    }
  });

  it.each(GUARDED)('%s (module %s) is granted by a seeded menu and checked by a vigil-mock call', async (permission, module) => {
    const granting = menus.filter((menu) => menu.perms === permission && menu.module === module);
    expect(granting.length, `no seeded ${module} menu grants ${permission}`).toBeGreaterThan(0);
    const endpoint = probeOf(permission, module);
    expect(endpoint, `no vigil-mock call checks ${permission}`).toBeDefined();
    if (!endpoint) return;
    const slug = `${module}${permission}`.replace(/[^a-z]/g, '');
    const holder = await userWith(`has${slug}`.slice(0, 20), granting.map((menu) => menu.menuId), module);
    const others = menus.filter((menu) => menu.module === module && menu.perms !== permission).map((menu) => menu.menuId);
    const lacking = await userWith(`no${slug}`.slice(0, 20), others, module);
    expect(await probe(endpoint, module, holder), `${endpoint.id} with ${permission}`).toBe(200);
    expect(await probe(endpoint, module, lacking), `${endpoint.id} without ${permission}`).toBe(403);
  });
});
