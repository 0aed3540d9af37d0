import { describe, expect, it } from 'vitest';
import type { Row } from '../src/state';
import { call, type Envelope, signedInAdmin, type TestServer } from './support';

const rowsOf = (body: Envelope): Row[] => (Array.isArray(body.rows) ? body.rows : Array.isArray(body.data) ? body.data : []) as Row[];

// What a RuoYi-Vue backend refuses on its system writes, vigil-mock refuses alike: `{ code: 500, msg }` in RuoYi's
// words (yangzongzhuan/RuoYi-Vue: the domain classes' annotations, the controllers' checks; the sdk cites the lines).
describe("system writes refused as RuoYi refuses them", () => {
  let server: TestServer;
  let admin: string;
  const send = async (method: string, path: string, json?: unknown, language = 'zh-CN') =>
    (await call(server, method, path, { token: admin, json, headers: { 'accept-language': language } })).body;
  const depts = async () => rowsOf(await send('GET', '/system/dept/list'));
  const rootDept = async () => (await depts()).find((d) => String(d.parentId) === '0') as Row;
  const userNamed = async (userName: string) => rowsOf((await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ userName }) })).body).find((u) => u.userName === userName) as Row;

  signedInAdmin((session) => ({ server, token: admin } = session));

  it('a user edit without userName is refused (SysUser:147 @NotBlank 用户账号不能为空) and stores nothing', async () => {
    expect((await send('POST', '/system/user', { userName: 'edit.me', nickName: 'Before', password: 'secret123' })).code).toBe(200);
    const user = await userNamed('edit.me');
    expect(await send('PUT', '/system/user', { userId: user.userId, nickName: 'After' })).toEqual({ code: 500, msg: '用户账号不能为空', field: 'userName' });
    expect(await send('PUT', '/system/user', { userId: user.userId, nickName: 'After' }, 'en')).toMatchObject({ code: 500, msg: 'The user account is required' });
    expect((await userNamed('edit.me')).nickName).toBe('Before');
    // The whole record, as RuoYi's own UI sends it back, is accepted.
    expect((await send('PUT', '/system/user', { ...user, password: undefined, nickName: 'After' })).code).toBe(200);
    expect((await userNamed('edit.me')).nickName).toBe('After');
  });

  it("a department without a parent, or with parentId '', is refused with 上级部门不能为空 and not stored", async () => {
    const before = (await depts()).length;
    expect(await send('POST', '/system/dept/', { deptName: 'orphan', orderNum: 1 })).toEqual({ code: 500, msg: '上级部门不能为空', field: 'parentId' });
    expect(await send('POST', '/system/dept/', { deptName: 'orphan', orderNum: 1, parentId: '' })).toEqual({ code: 500, msg: '上级部门不能为空', field: 'parentId' });
    expect((await depts()).length).toBe(before);
  });

  it('uniqueness: SysUserController:131/160, SysDeptController:82, SysRoleController:100 refuse in their words', async () => {
    expect(await send('POST', '/system/user', { userName: 'admin', nickName: 'Twin', password: 'secret123' })).toMatchObject({ code: 500, msg: "新增用户'admin'失败，登录账号已存在" });
    expect((await send('POST', '/system/user', { userName: 'taken.phone', nickName: 'P', password: 'secret123', phonenumber: '13911112222' })).code).toBe(200);
    expect(await send('POST', '/system/user', { userName: 'other.phone', nickName: 'Q', password: 'secret123', phonenumber: '13911112222' })).toMatchObject({ code: 500, msg: "新增用户'other.phone'失败，手机号码已存在" });
    const other = await userNamed('edit.me');
    expect(await send('PUT', '/system/user', { userId: other.userId, userName: 'taken.phone', nickName: 'x' })).toMatchObject({ code: 500, msg: "修改用户'taken.phone'失败，登录账号已存在" });

    const root = await rootDept();
    expect((await send('POST', '/system/dept/', { deptName: '同名部门', parentId: root.deptId, orderNum: 1 })).code).toBe(200);
    expect(await send('POST', '/system/dept/', { deptName: '同名部门', parentId: root.deptId, orderNum: 2 })).toMatchObject({ code: 500, msg: "新增部门'同名部门'失败，部门名称已存在" });
    const twin = (await depts()).find((d) => d.deptName === '同名部门') as Row;
    // Unique among the parent's children only (SysDeptServiceImpl:177 checks name and parentId).
    expect((await send('POST', '/system/dept/', { deptName: '同名部门', parentId: twin.deptId, orderNum: 1 })).code).toBe(200);

    expect(await send('POST', '/system/role', { roleName: '新角色', roleKey: 'operator', roleSort: 9 })).toMatchObject({ code: 500, msg: "新增角色'新角色'失败，角色权限已存在" });
  });

  it('a department is not added under a disabled one (SysDeptServiceImpl:218 部门停用，不允许新增)', async () => {
    const root = await rootDept();
    expect((await send('POST', '/system/dept/', { deptName: '停用部门', parentId: root.deptId, orderNum: 1, status: '1' })).code).toBe(200);
    const disabled = (await depts()).find((d) => d.deptName === '停用部门') as Row;
    expect(await send('POST', '/system/dept/', { deptName: '子部门', parentId: disabled.deptId, orderNum: 1 })).toMatchObject({ code: 500, msg: '部门停用，不允许新增' });
  });

  it('a role edit without roleName, or a notice title with a tag, is refused in RuoYi words', async () => {
    const role = rowsOf((await call(server, 'POST', '/system/role/list', { token: admin, body: new URLSearchParams({ roleKey: 'viewer' }) })).body)[0] as Row;
    expect(await send('PUT', '/system/role', { roleId: role.roleId, roleKey: 'viewer', roleSort: 3 })).toMatchObject({ code: 500, msg: '角色名称不能为空' });
    expect(await send('POST', '/system/notice', { noticeTitle: '<b>维护</b>', noticeType: '1' })).toMatchObject({ code: 500, msg: '公告标题不能包含脚本字符' });
  });
});
