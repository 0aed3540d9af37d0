import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, type TestServer } from './support';

interface Mine {
  noticeId: number;
  noticeTitle: string;
  status: string;
  read: boolean;
}

describe("the message centre: a user's own notices and their read state", () => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  const mine = async (token: string, query = '') => (await call(server, 'GET', `/system/notice/user/list?pageSize=100${query}`, { token })).body as { code: number; total: number; rows: Mine[] };
  const unread = async (token: string) => (await call(server, 'POST', '/system/notice/user/count', { token, body: new URLSearchParams({ status: '0' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).body.data as number;

  signedInAdmin(async (session) => {
    ({ server, token: admin } = session);
    operator = await login(server, 'operator', 'operator123');
  });

  it('lists only open notices, each with whether this user has read it, and counts the unread the same way', async () => {
    const list = await mine(operator);
    expect(list.code).toBe(200);
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((n) => n.status === '0')).toBe(true);
    expect(list.rows.filter((n) => !n.read).length).toBe(await unread(operator));
    expect(list.rows[0]).not.toHaveProperty('readBy');
  });

  it('marks one notice read for its reader only: the unread count drops by one, another user is untouched', async () => {
    const before = await unread(operator);
    const adminBefore = await unread(admin);
    const target = (await mine(operator, '&read=0')).rows[0];
    if (!target) throw new Error('no unread notice seeded for the operator');
    expect((await call(server, 'PUT', `/system/notice/user/read/${target.noticeId}`, { token: operator })).body.code).toBe(200);
    expect(await unread(operator)).toBe(before - 1);
    expect((await mine(operator, '&read=1')).rows.map((n) => n.noticeId)).toContain(target.noticeId);
    // Reading twice changes nothing.
    await call(server, 'PUT', `/system/notice/user/read/${target.noticeId}`, { token: operator });
    expect(await unread(operator)).toBe(before - 1);
    const adminAfter = (await mine(admin)).rows.find((n) => n.noticeId === target.noticeId);
    expect(await unread(admin)).toBe(adminBefore);
    expect(adminAfter?.read).toBe((await mine(admin, '&read=1')).rows.some((n) => n.noticeId === target.noticeId));
  });

  it('filters by title and refuses to mark a missing notice read, in the caller’s language', async () => {
    const all = await mine(admin);
    const first = all.rows[0];
    if (!first) throw new Error('no notices');
    const titled = await mine(admin, `&noticeTitle=${encodeURIComponent(first.noticeTitle.slice(0, 2))}`);
    expect(titled.rows.every((n) => n.noticeTitle.includes(first.noticeTitle.slice(0, 2)))).toBe(true);
    const missing = await call(server, 'PUT', '/system/notice/user/read/999999', { token: admin, headers: { 'Accept-Language': 'en' } });
    expect(missing.body.code).toBe(500);
    expect(String(missing.body.msg)).toMatch(/not exist|does not/i);
  });

  it('marks every open notice read at once', async () => {
    expect((await call(server, 'PUT', '/system/notice/user/readAll', { token: admin })).body.code).toBe(200);
    expect(await unread(admin)).toBe(0);
    expect((await mine(admin, '&read=0')).total).toBe(0);
  });

  it('needs a session', async () => {
    expect((await call(server, 'GET', '/system/notice/user/list')).body.code).toBe(401);
  });
});
