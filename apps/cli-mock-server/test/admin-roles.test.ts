import { describe, expect, it } from 'vitest';
import type { Row } from '../src/state';
import { call, type Envelope, signedInAdmin, type TestServer } from './support';

const rowsOf = (body: Envelope): Row[] => (Array.isArray(body.rows) ? body.rows : Array.isArray(body.data) ? body.data : []) as Row[];

/** Roles, departments and menus as the console's administration pages use them (issue #13). */
describe('roles, departments and menus', () => {
  let server: TestServer;
  let admin: string;
  const send = async (method: string, path: string, json?: unknown, language = 'zh-CN') =>
    (await call(server, method, path, { token: admin, json, headers: { 'accept-language': language } })).body;
  const rootDept = async () => rowsOf(await send('GET', '/system/dept/list')).find((d) => String(d.parentId) === '0')?.deptId;
  const deptNamed = async (name: string) => rowsOf(await send('GET', '/system/dept/list')).find((d) => d.deptName === name) as Row;

  signedInAdmin((session) => ({ server, token: admin } = session));

  it('changeStatus disables a role and leaves its menus and data scope as they were', async () => {
    expect((await send('POST', '/system/role', { roleName: 'status', roleKey: 'status.role', roleSort: 5, status: '0', dataScope: '3', menuIds: [1, 2] })).code).toBe(200);
    const role = rowsOf((await call(server, 'POST', '/system/role/list', { token: admin, body: new URLSearchParams({ roleKey: 'status.role' }) })).body)[0] as Row;
    expect((await send('PUT', '/system/role/changeStatus', { roleId: role.roleId, status: '1' })).code).toBe(200);
    const stored = (await send('GET', `/system/role/${String(role.roleId)}`)).data as Row;
    expect(stored).toMatchObject({ status: '1', dataScope: '3', menuIds: [1, 2] });
  });

  it('exports the roles the filters match as CSV', async () => {
    const response = await fetch(`${server.baseUrl}/system/role/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ roleKey: 'operator' }),
    });
    expect(response.headers.get('content-type')).toContain('csv');
    const text = await response.text();
    expect(text).toContain('operator');
    expect(text).not.toContain('viewer');
  });

  it('refuses to delete a department with children, or with users, in the caller language', async () => {
    expect((await send('POST', '/system/dept/', { deptName: 'parent.dept', parentId: await rootDept(), orderNum: 1 })).code).toBe(200);
    const parent = await deptNamed('parent.dept');
    expect((await send('POST', '/system/dept/', { deptName: 'child.dept', parentId: parent.deptId, orderNum: 1 })).code).toBe(200);
    const child = await deptNamed('child.dept');
    expect(await send('DELETE', `/system/dept/${String(parent.deptId)}`)).toMatchObject({ code: 500, msg: '存在下级部门，不允许删除' });
    expect(await send('DELETE', `/system/dept/${String(parent.deptId)}`, undefined, 'en')).toMatchObject({ code: 500, msg: 'The Department has children and cannot be deleted' });

    expect((await send('POST', '/system/user', { userName: 'dept.member', nickName: 'member', password: 'member123', deptId: child.deptId })).code).toBe(200);
    expect(await send('DELETE', `/system/dept/${String(child.deptId)}`)).toMatchObject({ code: 500, msg: '部门存在用户，不允许删除' });
    expect(await send('DELETE', `/system/dept/${String(child.deptId)}`, undefined, 'en')).toMatchObject({ code: 500, msg: 'The department has users and cannot be deleted' });
  });

  it('refuses to move a department under itself or one of its descendants', async () => {
    expect((await send('POST', '/system/dept/', { deptName: 'top.dept', parentId: await rootDept(), orderNum: 1 })).code).toBe(200);
    const top = await deptNamed('top.dept');
    expect((await send('POST', '/system/dept/', { deptName: 'below.dept', parentId: top.deptId, orderNum: 1 })).code).toBe(200);
    const below = await deptNamed('below.dept');
    expect(await send('PUT', '/system/dept/', { deptId: top.deptId, deptName: 'top.dept', orderNum: 1, parentId: below.deptId })).toMatchObject({ code: 500, msg: '上级部门不能是自己的下级部门' });
    // SysDeptController:104, RuoYi's words.
    expect(await send('PUT', '/system/dept/', { deptId: top.deptId, deptName: 'top.dept', orderNum: 1, parentId: top.deptId })).toMatchObject({ code: 500, msg: "修改部门'top.dept'失败，上级部门不能是自己" });
  });

  it('refuses to delete a menu with children', async () => {
    const menus = rowsOf(await send('POST', '/system/menu/list'));
    const parent = menus.find((m) => menus.some((c) => c.parentId === m.menuId)) as Row;
    expect(await send('DELETE', `/system/menu/${String(parent.menuId)}`)).toMatchObject({ code: 500, msg: '存在下级菜单，不允许删除' });
  });
});
