// @vitest-environment node
import { listEndpoints } from '@vigil/sdk';
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
};

/** The call that shows a permission is checked: a sampled write where one is listed, else a read without required input. */
function probeOf(permission: string): Endpoint | undefined {
  const candidates = listEndpoints().filter((endpoint) => endpoint.access === permission);
  return candidates.find((e) => SAMPLE_BODIES[e.id] !== undefined) ?? candidates.find((e) => !e.path.includes(':') && (e.encoding === 'none' || e.encoding === 'query' || e.encoding === 'form'));
}

const GUARDED = [...new Set(ROUTES.flatMap((route) => (route.permission === null ? [] : [route.permission])))];

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

  /** A user holding one role of `menuIds`, granted the administration module; signed in. */
  async function userWith(name: string, menuIds: unknown[]): Promise<string> {
    expect((await call('POST', '/system/role', admin, { roleName: name, roleKey: name, roleSort: 9, status: '0', menuIds, modules: ['user'] })).code).toBe(200);
    const role = rowsOf(await call('POST', '/system/role/list', admin, undefined, { roleKey: name })).find((r) => r.roleKey === name);
    expect((await call('POST', '/system/user', admin, { userName: name, nickName: name, password: 'route123', roleIds: [role?.roleId], modules: ['user'], status: '0' })).code).toBe(200);
    return signIn(name, 'route123');
  }

  async function probe(endpoint: Endpoint, token: string): Promise<number> {
    const sample = SAMPLE_BODIES[endpoint.id];
    const answer = await call(endpoint.method, endpoint.path, token, sample?.({ roleId: viewerRoleId }), sample === undefined && endpoint.encoding === 'form' ? {} : undefined);
    return Number(answer.code);
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

  it.each(GUARDED)('%s is granted by a seeded menu and checked by a vigil-mock call', async (permission) => {
    const granting = menus.filter((menu) => menu.perms === permission);
    expect(granting.length, `no seeded menu grants ${permission}`).toBeGreaterThan(0);
    const endpoint = probeOf(permission);
    expect(endpoint, `no vigil-mock call checks ${permission}`).toBeDefined();
    if (!endpoint) return;
    const slug = permission.replace(/[^a-z]/g, '');
    const holder = await userWith(`has${slug}`.slice(0, 20), granting.map((menu) => menu.menuId));
    const others = menus.filter((menu) => menu.module === 'user' && menu.perms !== permission).map((menu) => menu.menuId);
    const lacking = await userWith(`no${slug}`.slice(0, 20), others);
    expect(await probe(endpoint, holder), `${endpoint.id} with ${permission}`).toBe(200);
    expect(await probe(endpoint, lacking), `${endpoint.id} without ${permission}`).toBe(403);
  });
});
