import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer } from './support';

interface UserRow {
  userId: number;
  userName: string;
  deptId: number | null;
}
interface DeptRow {
  deptId: number;
  parentId: number;
}

describe('user administration: department filter, and the signed-in user protected from itself', () => {
  let server: TestServer;
  let admin: string;
  const users = async (fields: Record<string, string>) =>
    (await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ pageSize: '500', ...fields }) })).body as unknown as { rows: UserRow[]; total: number };

  signedInAdmin((session) => ({ server, token: admin } = session));

  it('a department filter lists the users of the department and of every department below it (RuoYi)', async () => {
    const depts = (await call(server, 'GET', '/system/dept/list', { token: admin })).body.data as DeptRow[];
    const all = (await users({})).rows;
    const parent = depts.find((d) => depts.some((c) => c.parentId === d.deptId && all.some((u) => u.deptId === c.deptId)));
    if (!parent) throw new Error('no seed department with users in a child');
    const below = new Set(depts.filter((d) => d.parentId === parent.deptId).map((d) => d.deptId));
    const listed = (await users({ deptId: String(parent.deptId) })).rows;
    expect(listed.some((u) => u.deptId !== null && below.has(u.deptId))).toBe(true);
    const leaf = depts.find((d) => !depts.some((c) => c.parentId === d.deptId) && all.some((u) => u.deptId === d.deptId));
    if (!leaf) throw new Error('no seed leaf department with users');
    const ofLeaf = (await users({ deptId: String(leaf.deptId) })).rows;
    expect(ofLeaf.length).toBeGreaterThan(0);
    expect(ofLeaf.every((u) => u.deptId === leaf.deptId)).toBe(true);

    // The export (users.export) names the same users as the list it was filtered like.
    const exported = await fetch(`${server.baseUrl}/system/user/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: new URLSearchParams({ deptId: String(leaf.deptId) }),
    });
    expect(exported.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await exported.text()).trim().split(/\r?\n/);
    expect(lines.slice(1).map((line) => line.split(',')[1]).sort()).toEqual(ofLeaf.map((u) => u.userName).sort());
  });

  it('refuses to disable, delete, authorise or cancel the signed-in user', async () => {
    const self = (await users({ userName: 'admin' })).rows.find((u) => u.userName === 'admin');
    if (!self) throw new Error('admin missing');
    const refused = (result: { body: { code: number; msg?: string } }) => expect(result.body).toMatchObject({ code: 500, msg: expect.stringMatching(/signed-in user/) });
    refused(await call(server, 'PUT', '/system/user/changeStatus', { token: admin, json: { userId: self.userId, status: '1' } }));
    refused(await call(server, 'DELETE', `/system/user/${self.userId}`, { token: admin }));
    refused(await call(server, 'PUT', `/system/role/authUser/selectAll?roleId=2&userIds=${self.userId}`, { token: admin }));
    refused(await call(server, 'PUT', '/system/role/authUser/cancel', { token: admin, json: { roleId: 1, userId: self.userId } }));
    refused(await call(server, 'PUT', `/system/role/authUser/cancelAll?roleId=1&userIds=${self.userId}`, { token: admin }));
    expect((await users({ userName: 'admin' })).rows.some((u) => u.userId === self.userId)).toBe(true);
  });
});
