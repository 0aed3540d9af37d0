import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, type TestServer } from './support';

/** The user module's system configuration, cloud storage and product management (extensions of spec §7). */
describe('system configuration, cloud storage and products', () => {
  let server: TestServer;
  let token: string;
  signedInAdmin((session) => ({ server, token } = session));

  const info = async () => (await call(server, 'GET', '/ssc/config/sysInfo', { token })).body.data as { name: string; nameEn: string; logo: string | null; isDefault: boolean };

  it('restores the default names and logo, and refuses when they are the defaults already (spec §5)', async () => {
    const seeded = await info();
    expect(seeded).toMatchObject({ logo: null, isDefault: true });
    const refused = await call(server, 'DELETE', '/ssc/config', { token, headers: { 'accept-language': 'zh-CN' } });
    expect(refused.body).toMatchObject({ code: 500, msg: '当前已是默认设置，无需恢复' });

    expect((await call(server, 'PUT', '/ssc/config/sysInfo', { token, json: { name: '安全平台', nameEn: 'Safe' } })).body.code).toBe(200);
    expect(await info()).toMatchObject({ name: '安全平台', nameEn: 'Safe', isDefault: false });
    expect((await call(server, 'DELETE', '/ssc/config', { token })).body.code).toBe(200);
    expect(await info()).toMatchObject({ name: seeded.name, nameEn: seeded.nameEn, isDefault: true });
  });

  it('answers an uploaded logo until the default logo is chosen again', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'logo.png');
    expect((await call(server, 'POST', '/ssc/config/private/logo', { token, body: form })).body.code).toBe(200);
    expect(await info()).toMatchObject({ logo: expect.stringMatching(/^data:image\/png;base64,/), isDefault: false });
    expect((await call(server, 'POST', '/ssc/config/default/logo', { token })).body.code).toBe(200);
    expect(await info()).toMatchObject({ logo: null, isDefault: true });
  });

  it('refuses a system name of 9 characters on its field', async () => {
    const refused = await call(server, 'PUT', '/ssc/config/sysInfo', { token, json: { name: '九个字的系统名称呀', nameEn: 'Vigil' } });
    expect(refused.body).toMatchObject({ code: 400, field: 'name' });
  });

  it('lists a storage row for every user, and keeps an edit', async () => {
    const list = async (userName: string) => (await call(server, 'GET', `/storage/list?pageNum=1&pageSize=50&userName=${userName}`, { token })).body;
    const operator = (await list('operator')).rows as { userId: number; userName: string; usedSize: number; space: number }[];
    expect(operator.map((r) => r.userName)).toEqual(['operator']);
    const userId = operator[0]?.userId;
    const edit = await call(server, 'PUT', '/storage', { token, json: { userId, space: 300 * 1024 * 1024, expansion: 1024, fileExpiryDays: 9, authorized: true } });
    expect(edit.body.code).toBe(200);
    expect(((await list('operator')).rows as unknown[])[0]).toMatchObject({ userId, space: 300 * 1024 * 1024, expansion: 1024, fileExpiryDays: 9, authorized: true });
    const all = await list('');
    const users = await call(server, 'POST', '/system/user/list', { token, body: new URLSearchParams({ pageNum: '1', pageSize: '100' }) });
    expect(all.total).toBe(users.body.total);
    expect((await call(server, 'PUT', '/storage', { token, json: { userId, space: 1, expansion: 0, fileExpiryDays: 0, authorized: true } })).body).toMatchObject({ code: 400, field: 'fileExpiryDays' });
  });

  it('opens and closes a product, as the product list answers it', async () => {
    const products = async () => (await call(server, 'GET', '/device/product/list?pageNum=1&pageSize=50', { token })).body.rows as { productId: string; code: string; enabled: boolean }[];
    const gas = (await products()).find((p) => p.code === 'gas');
    expect(gas?.enabled).toBe(false);
    expect((await call(server, 'PUT', '/device/product/changeStatus', { token, json: { productId: gas?.productId, enabled: true } })).body.code).toBe(200);
    expect((await products()).find((p) => p.code === 'gas')?.enabled).toBe(true);
    expect((await call(server, 'PUT', '/device/product/changeStatus', { token, json: { productId: gas?.productId, enabled: false } })).body.code).toBe(200);
    expect((await products()).find((p) => p.code === 'gas')?.enabled).toBe(false);
  });

  it('keeps these calls to administrators', async () => {
    const operator = await login(server, 'operator', 'operator123');
    expect((await call(server, 'GET', '/storage/list', { token: operator })).body.code).toBe(403);
    expect((await call(server, 'PUT', '/device/product/changeStatus', { token: operator, json: { productId: 1, enabled: true } })).body.code).toBe(403);
    expect((await call(server, 'DELETE', '/ssc/config', { token: operator })).body.code).toBe(403);
  });
});
