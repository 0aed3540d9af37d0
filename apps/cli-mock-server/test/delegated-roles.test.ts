import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, type TestServer } from './support';

type Row = Record<string, unknown>;

const rowsOf = (body: Row) => (body.rows ?? body.data) as Row[];

/**
 * Issue 27: roles holding one or two administration permissions must not reach super-admin or lock the admin out.
 * Each scenario is refused as RuoYi refuses it (code 500, its words where RuoYi has them: SysUserServiceImpl's
 * checkUserAllowed "不允许操作超级管理员用户" and checkUserDataScope "没有权限访问用户数据！", SysRoleServiceImpl's
 * checkRoleAllowed "不允许操作超级管理员角色"), and the state is exactly as before.
 */
describe('delegated administrators cannot escalate', () => {
  let server: TestServer;
  let admin: string;
  let adminUser: Row;
  let adminRole: Row;
  let operatorRole: Row;
  let viewerRole: Row;
  /** A user without roles, made by the admin. */
  let colleague: Row;
  let menus: Row[];
  let depts: { root: string; ops: string };

  const get = async (token: string, path: string) => (await call(server, 'GET', path, { token })).body;

  /** A role holding exactly `perms` (their button menus), with `dataScope`, and a signed-in user of `dept` holding it. */
  async function delegate(name: string, perms: string[], dataScope: string, dept: string): Promise<{ token: string; user: Row; role: Row }> {
    const menuIds = menus.filter((menu) => perms.includes(String(menu.perms))).map((menu) => menu.menuId);
    expect(menuIds).toHaveLength(perms.length);
    expect((await call(server, 'POST', '/system/role', { token: admin, json: { roleName: name, roleKey: name, roleSort: 30, status: '0', dataScope, menuIds } })).body.code).toBe(200);
    const role = rowsOf((await call(server, 'POST', '/system/role/list', { token: admin, body: new URLSearchParams({ roleKey: name }) })).body)[0] as Row;
    const created = await call(server, 'POST', '/system/user', { token: admin, json: { userName: name, nickName: name, password: 'delegate123', deptId: Number(dept), roleIds: [role.roleId], modules: ['user'], status: '0' } });
    expect(created.body.code).toBe(200);
    const token = await login(server, name, 'delegate123');
    const user = (await get(token, '/getInfo')).user as Row;
    return { token, user, role };
  }

  signedInAdmin(async (session) => {
    ({ server, token: admin } = session);
    adminUser = (await get(admin, '/getInfo')).user as Row;
    const roles = rowsOf((await call(server, 'POST', '/system/role/list', { token: admin, body: new URLSearchParams({ pageSize: '100' }) })).body);
    adminRole = roles.find((role) => role.roleKey === 'admin') as Row;
    operatorRole = roles.find((role) => role.roleKey === 'operator') as Row;
    viewerRole = roles.find((role) => role.roleKey === 'viewer') as Row;
    const allDepts = rowsOf(await get(admin, '/system/dept/list'));
    const root = String(allDepts.find((d) => String(d.parentId) === '0')?.deptId);
    menus = rowsOf((await call(server, 'POST', '/system/menu/list', { token: admin, body: new URLSearchParams({}) })).body);
    const ops = String(allDepts.find((d) => String(d.parentId) === root && allDepts.some((child) => String(child.parentId) === String(d.deptId)))?.deptId);
    depts = { root, ops };
    const roleless = { userName: 'colleague', nickName: 'colleague', password: 'colleague123', deptId: Number(root), roleIds: [], modules: ['house'], status: '0' };
    expect((await call(server, 'POST', '/system/user', { token: admin, json: roleless })).body.code).toBe(200);
    const listed = rowsOf((await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ userName: 'colleague' }) })).body)[0] as Row;
    colleague = (await get(admin, `/system/user/${String(listed.userId)}`)).data as Row;
  });

  const SUPER_USER = { en: 'The super administrator user cannot be changed by others', zh: '不允许操作超级管理员用户' };
  const SUPER_ROLE = { en: 'The super administrator role cannot be changed', zh: '不允许操作超级管理员角色' };
  const USER_SCOPE = { en: 'You have no access to this user', zh: '没有权限访问用户数据！' };
  const ROLE_SCOPE = { en: 'You have no access to this role', zh: '没有权限访问角色数据！' };
  const OWN_ROLES = { en: 'You cannot change your own roles', zh: '不能修改自己的角色' };
  const KEY_RESERVED = { en: 'The role key admin is reserved for the super administrator', zh: '角色权限字符 admin 为超级管理员保留' };
  const MENU_NOT_HELD = { en: 'You cannot grant a menu you do not hold yourself', zh: '不能分配自己没有的菜单权限' };

  interface Attempt {
    method: string;
    path: string;
    json?: unknown;
  }
  interface Scenario {
    name: string;
    perms: string[];
    dataScope: string;
    /** The caller's department: the root (where the admin is) or ops (the admin outside a department scope). */
    dept: 'root' | 'ops';
    attempt: (self: { user: Row; role: Row }) => Attempt;
    refused: { en: string; zh: string };
  }

  const userBody = (user: Row, change: Row) => ({ userId: user.userId, userName: user.userName, nickName: user.nickName, deptId: user.deptId, roleIds: user.roleIds, status: user.status, ...change });
  const roleBody = (role: Row, change: Row) => ({ roleId: role.roleId, roleName: role.roleName, roleKey: role.roleKey, roleSort: role.roleSort, status: role.status, ...change });

  const scenarios: Scenario[] = [
    {
      name: 'system:user:edit puts its own user into the admin role',
      perms: ['system:user:edit'],
      dataScope: '1',
      dept: 'root',
      attempt: ({ user }) => ({ method: 'PUT', path: '/system/user', json: userBody(user, { roleIds: [adminRole.roleId] }) }),
      refused: OWN_ROLES,
    },
    {
      name: 'system:user:edit with a department-only scope puts its own user into the admin role',
      perms: ['system:user:edit'],
      dataScope: '3',
      dept: 'ops',
      attempt: ({ user }) => ({ method: 'PUT', path: '/system/user', json: userBody(user, { roleIds: [adminRole.roleId] }) }),
      refused: OWN_ROLES,
    },
    {
      name: 'system:user:edit disables the admin',
      perms: ['system:user:edit'],
      dataScope: '1',
      dept: 'root',
      attempt: () => ({ method: 'PUT', path: '/system/user/changeStatus', json: { userId: adminUser.userId, status: '1' } }),
      refused: SUPER_USER,
    },
    {
      name: 'system:user:edit renames the admin',
      perms: ['system:user:edit'],
      dataScope: '1',
      dept: 'root',
      attempt: () => ({ method: 'PUT', path: '/system/user', json: userBody(adminUser, { nickName: 'owned' }) }),
      refused: SUPER_USER,
    },
    {
      name: 'system:user:edit with a department-only scope renames the admin outside it',
      perms: ['system:user:edit'],
      dataScope: '3',
      dept: 'ops',
      attempt: () => ({ method: 'PUT', path: '/system/user', json: userBody(adminUser, { nickName: 'owned' }) }),
      refused: USER_SCOPE,
    },
    {
      name: 'system:user:resetPwd resets the admin’s password',
      perms: ['system:user:resetPwd'],
      dataScope: '1',
      dept: 'root',
      attempt: () => ({ method: 'PUT', path: '/system/user/resetPwd', json: { userId: adminUser.userId, password: 'owned123' } }),
      refused: SUPER_USER,
    },
    {
      name: 'system:user:remove deletes the admin',
      perms: ['system:user:remove'],
      dataScope: '1',
      dept: 'root',
      attempt: () => ({ method: 'DELETE', path: `/system/user/${String(adminUser.userId)}` }),
      refused: SUPER_USER,
    },
    {
      name: 'system:user:add creates an account in the admin role',
      perms: ['system:user:add'],
      dataScope: '1',
      dept: 'root',
      attempt: () => ({ method: 'POST', path: '/system/user', json: { userName: 'backdoor', nickName: 'backdoor', password: 'backdoor123', deptId: Number(depts.root), roleIds: [adminRole.roleId] } }),
      refused: SUPER_ROLE,
    },
    {
      name: 'system:menu:edit sets its own button’s permission to *:*:*',
      perms: ['system:menu:edit'],
      dataScope: '1',
      dept: 'root',
      attempt: () => {
        const button = menus.find((menu) => menu.perms === 'system:menu:edit') as Row;
        return { method: 'PUT', path: '/system/menu', json: { menuId: button.menuId, parentId: button.parentId, menuName: button.menuName, menuType: button.menuType, orderNum: button.orderNum, perms: '*:*:*' } };
      },
      refused: { en: 'You cannot set the permission *:*:*, which you do not hold yourself', zh: '不能设置自己没有的权限标识 *:*:*' },
    },
    {
      name: 'system:role:edit gives its own role every menu',
      perms: ['system:role:edit'],
      dataScope: '1',
      dept: 'root',
      attempt: ({ role }) => ({ method: 'PUT', path: '/system/role', json: roleBody(role, { menuIds: menus.map((menu) => menu.menuId) }) }),
      refused: MENU_NOT_HELD,
    },
    {
      name: 'system:role:edit disables the admin role',
      perms: ['system:role:edit'],
      dataScope: '1',
      dept: 'root',
      attempt: () => ({ method: 'PUT', path: '/system/role/changeStatus', json: { roleId: adminRole.roleId, status: '1' } }),
      refused: SUPER_ROLE,
    },
    {
      name: 'system:role:edit takes the role key admin',
      perms: ['system:role:edit'],
      dataScope: '1',
      dept: 'root',
      attempt: ({ role }) => ({ method: 'PUT', path: '/system/role', json: roleBody(role, { roleKey: 'Admin ' }) }),
      refused: KEY_RESERVED,
    },
    {
      name: 'system:role:edit gives the admin role’s data scope away',
      perms: ['system:role:edit'],
      dataScope: '1',
      dept: 'root',
      attempt: () => ({ method: 'PUT', path: '/system/role/dataScope', json: { roleId: adminRole.roleId, dataScope: '5', deptIds: [] } }),
      refused: SUPER_ROLE,
    },
    {
      name: 'system:role:edit puts a colleague into the admin role',
      perms: ['system:role:edit'],
      dataScope: '1',
      dept: 'root',
      attempt: () => ({ method: 'PUT', path: `/system/role/authUser/selectAll?roleId=${String(adminRole.roleId)}&userIds=${String(colleague.userId)}` }),
      refused: SUPER_ROLE,
    },
    {
      name: 'system:user:edit gives a colleague a role holding menus the caller lacks',
      perms: ['system:user:edit'],
      dataScope: '1',
      dept: 'root',
      attempt: () => ({ method: 'PUT', path: '/system/user', json: userBody(colleague, { roleIds: [viewerRole.roleId, operatorRole.roleId] }) }),
      refused: { en: 'You cannot grant the role {role}: it holds permissions you do not', zh: '不能分配超出自己权限的角色 {role}' },
    },
    {
      name: 'system:role:query with a department-only scope reads the admin role, held by no user of its scope',
      perms: ['system:role:query'],
      dataScope: '3',
      dept: 'ops',
      attempt: () => ({ method: 'GET', path: `/system/role/${String(adminRole.roleId)}` }),
      refused: ROLE_SCOPE,
    },
    {
      name: 'system:role:edit with a department-only scope edits the admin role outside it',
      perms: ['system:role:edit'],
      dataScope: '3',
      dept: 'ops',
      attempt: () => ({ method: 'PUT', path: '/system/role', json: roleBody(adminRole, { roleName: 'owned' }) }),
      refused: ROLE_SCOPE,
    },
  ];

  it.each(scenarios.map((scenario, index) => [index + 1, scenario.name, scenario] as const))('%i. %s: refused, nothing changes', async (index, _name, scenario) => {
    const caller = await delegate(`delegate.${String(index)}`, scenario.perms, scenario.dataScope, depts[scenario.dept]);
    const attempt = scenario.attempt(caller);
    const before = JSON.stringify(server.snapshot());
    const [path, query] = attempt.path.split('?');
    const url = query ? `${path ?? ''}?${query}` : (path ?? '');
    const en = await call(server, attempt.method, url, { token: caller.token, json: attempt.json });
    const words = (text: string) => text.replace('{role}', String(operatorRole.roleName));
    expect(en.body).toEqual({ code: 500, msg: words(scenario.refused.en) });
    const zh = await call(server, attempt.method, url, { token: caller.token, json: attempt.json, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body).toEqual({ code: 500, msg: words(scenario.refused.zh) });
    expect(JSON.stringify(server.snapshot())).toBe(before);
    // Still what it was: its permissions did not grow.
    expect(((await get(caller.token, '/getInfo')).permissions as string[]).sort()).toEqual([...scenario.perms].sort());
  });

  it('the admin still edits itself, but never drops its own admin role', async () => {
    const before = JSON.stringify(server.snapshot());
    const demote = await call(server, 'PUT', '/system/user', { token: admin, json: userBody(adminUser, { roleIds: [operatorRole.roleId] }) });
    expect(demote.body).toEqual({ code: 500, msg: OWN_ROLES.en });
    expect(JSON.stringify(server.snapshot())).toBe(before);
    expect((await call(server, 'PUT', '/system/user', { token: admin, json: userBody(adminUser, { nickName: 'Boss' }) })).body.code).toBe(200);
  });

  it('no one, the admin included, edits, disables or deletes the admin role, or creates a role keyed admin (RuoYi checkRoleAllowed)', async () => {
    const before = JSON.stringify(server.snapshot());
    const attempts: Attempt[] = [
      { method: 'PUT', path: '/system/role', json: roleBody(adminRole, { roleName: 'Renamed' }) },
      { method: 'PUT', path: '/system/role/changeStatus', json: { roleId: adminRole.roleId, status: '1' } },
      { method: 'DELETE', path: `/system/role/${String(adminRole.roleId)}` },
    ];
    for (const attempt of attempts) expect((await call(server, attempt.method, attempt.path, { token: admin, json: attempt.json })).body, attempt.path).toEqual({ code: 500, msg: SUPER_ROLE.en });
    const created = await call(server, 'POST', '/system/role', { token: admin, json: { roleName: 'Second admin', roleKey: 'admin', roleSort: 2, status: '0' } });
    expect(created.body).toEqual({ code: 500, msg: KEY_RESERVED.en });
    expect(JSON.stringify(server.snapshot())).toBe(before);
  });

  it('the user form offers the admin role only on the admin’s own record (RuoYi getInfo)', async () => {
    const other = rowsOf((await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ userName: 'operator' }) })).body)[0] as Row;
    const offered = (await get(admin, `/system/user/${String(other.userId)}`)).roles as Row[];
    expect(offered.map((role) => role.roleKey)).not.toContain('admin');
    expect(((await get(admin, `/system/user/${String(adminUser.userId)}`)).roles as Row[]).map((role) => role.roleKey)).toContain('admin');
  });

  it('a delegate still does what it was given within its reach', async () => {
    const caller = await delegate('delegate.fine', ['system:user:edit'], '1', depts.root);
    const other = rowsOf((await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ userName: 'operator' }) })).body)[0] as Row;
    const renamed = await call(server, 'PUT', '/system/user', { token: caller.token, json: userBody(other, { nickName: 'Renamed by a delegate' }) });
    expect(renamed.body.code).toBe(200);
  });
});
