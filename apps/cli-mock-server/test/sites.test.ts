import { SITE_ROUTES } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer } from './support';

interface MenuRow {
  menuType: string;
  path: string;
  perms: string;
  module?: string;
}
interface UserRow {
  userId: number;
  userName: string;
  phonenumber?: string;
}

describe('sites: menus of the site modules, entrances going with their site, own profile', () => {
  let server: TestServer;
  let admin: string;

  signedInAdmin((session) => ({ server, token: admin } = session));

  it('seeds the site pages in each site module, whose buttons carry the site tags (a role holding its menus may call the site endpoints)', async () => {
    const menus = (await call(server, 'POST', '/system/menu/list', { token: admin, body: new URLSearchParams({}) })).body.data as MenuRow[];
    for (const [module, paths] of Object.entries(SITE_ROUTES)) {
      const own = menus.filter((m) => m.module === module);
      for (const path of Object.values(paths)) expect(own.some((m) => m.menuType === 'C' && m.path === path), `${module} ${path}`).toBe(true);
      for (const tag of ['system:site:list', 'system:site:add', 'system:site:edit', 'system:site:remove', 'system:site:query']) {
        expect(own.some((m) => m.menuType === 'F' && m.perms === tag), `${module} ${tag}`).toBe(true);
      }
    }
  });

  it('gives a site’s gas index from the combustible gas of its online devices: an industrial alarm’s EX probe counts', async () => {
    // The industrial alarm (15144601) measures combustible gas as EX in %LEL, as the commercial alarm measures CH4.
    const devices = (await call(server, 'POST', '/senstor/info/list', { token: admin, json: { productId: '15144601', status: 'online', pageSize: 1 } })).body.rows as { id: number; imei: string }[];
    const device = devices[0];
    if (!device) throw new Error('no online industrial alarm');
    expect((await call(server, 'POST', '/system/jgtc', { token: admin, json: { name: 'Plant' } })).body.code).toBe(200);
    const sites = (await call(server, 'POST', '/system/jgtc/list', { token: admin, json: { name: 'Plant' } })).body.rows as { id: number }[];
    const siteId = sites[0]?.id;
    expect((await call(server, 'PUT', '/senstor/info', { token: admin, json: { id: device.id, siteId } })).body.code).toBe(200);
    const readings = (await call(server, 'POST', '/intime/data', { token: admin, json: { imei: device.imei } })).body.rows as { probe: number; type: string }[];
    const ex = readings.find((r) => r.type === 'EX');
    if (!ex) throw new Error('no EX probe');
    expect((await call(server, 'POST', '/__mock/readings', { json: { imei: device.imei, values: { [ex.probe]: 4.25 } } })).body.code).toBe(200);
    const gas = (await call(server, 'POST', '/jgtc/info/gasIndex', { token: admin, json: { siteId, productId: '15144601' } })).body.data as { index: number; points: { value: number }[] };
    // The site's only device: its one combustible reading is the index, at every hour.
    expect(gas.index).toBe(4.25);
    expect(gas.points).toHaveLength(24);
    expect(gas.points.every((p) => p.value === 4.25)).toBe(true);
  });

  it('deletes a site’s entrances with it', async () => {
    expect((await call(server, 'POST', '/system/jgtc', { token: admin, json: { name: 'Gone site' } })).body.code).toBe(200);
    const sites = (await call(server, 'POST', '/system/jgtc/list', { token: admin, json: { name: 'Gone site' } })).body.rows as { id: number }[];
    const siteId = sites[0]?.id;
    expect((await call(server, 'POST', '/jgtc/men', { token: admin, json: { siteId, name: 'North gate' } })).body.code).toBe(200);
    const before = (await call(server, 'POST', '/jgtc/men/list', { token: admin, json: { siteId } })).body.total;
    expect(before).toBe(1);
    expect((await call(server, 'DELETE', `/system/jgtc/${siteId}`, { token: admin })).body.code).toBe(200);
    const after = (await call(server, 'POST', '/jgtc/men/list', { token: admin, json: { siteId } })).body.total;
    expect(after).toBe(0);
  });

  it('refuses a profile phone another user holds (RuoYi: 手机号码已存在), and saves one of their own', async () => {
    const users = (await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ userName: 'operator' }) })).body.rows as UserRow[];
    const taken = users.find((u) => u.userName === 'operator')?.phonenumber;
    if (!taken) throw new Error('operator has no phone');
    const refused = await call(server, 'PUT', '/system/user/profile', { token: admin, json: { phonenumber: taken } });
    expect(refused.body).toMatchObject({ code: 500, field: 'phonenumber' });
    const own = '19912345678';
    expect((await call(server, 'PUT', '/system/user/profile', { token: admin, json: { phonenumber: own } })).body.code).toBe(200);
    const listed = (await call(server, 'POST', '/system/user/list', { token: admin, body: new URLSearchParams({ userName: 'admin' }) })).body.rows as UserRow[];
    expect(listed.find((u) => u.userName === 'admin')?.phonenumber).toBe(own);
  });
});
