import { describe, expect, it } from 'vitest';
import { mayOpenRoute } from './may-open-with-grants';
import { findRoutes, matchRoute, resolveRoute } from './route-match';
import { breadcrumbFor, menuFor } from './route-menus';
import { MODULE_CODES, moduleHome, ROUTES } from './route-table';

// Every path of spec §2, by module, copied from the spec text.
const SPEC_PATHS: Record<string, string> = {
  alarms:
    '/alarms/alarms /alarms-device/index /alarms-device/detector /alarms-data/data /alarms-data/history /alarms-alarm/alarm /alarms-alarm/operation /alarms-alarm/mywork /alarms-notices/index /alarms-statistic/index /alarms-maintenance/logs /alarms-maintenance/send /alarms-video/split /alarms-video/user-storage',
  commercial:
    '/commercial/commercial /device/device /data/data /data/history /alarm/alarm /operation /mywork /notices/notices /statistic/statistic /maintenance/logs /maintenance/send',
  user: '/user/user /usermana/usermana /role/role /role/roleuser /department/department /menu/menu /advise/advise /member/member /account/account /file/fileindex /file/filelist /dictionary/dictionary /dictionary/dict-data/:dictId /config/config /sysinfo/sysinfo /storage/storage /product/product',
  gas: '/gas/gas /gas-device/device /gas-data/data /gas-data/history /gas-alarm/alarm /gas-alarm/operation /gas-alarm/settings /gas-notices/notices /gas-statistic/statistic /gas-maintenance/logs /gas-maintenance/send',
  manhole:
    '/manhole/manhole /manhole-device/device /manhole-data/data /manhole-alarm/alarm /operation /settings /manhole-notices/notices /manhole-statistic/statistic /manhole-maintenance/logs /send',
  lampblack: '/lampblack/lampblack /lampblack-device/device /lampblack-data/data /lampblack-data/history /lampblack-notices/notices',
  house:
    '/house/house /house-device/device /house-data/data /house-data/history /house-alarm/alarm /operation /settings /house-notices/notices /house-statistic/statistic',
  portable:
    '/portable/portable /portable-device/index /portable-device/detector /portable-data/index /portable-data/history /portable-alarm/alarm /operation /mywork /portable-notices/index /portable-statistic/index',
  flame: '/flame/flame /flame-device/device /flame-data/data /flame-alarm/alarm /operation /mywork /flame-notices/notices /flame-statistic/statistic',
  controller: '/controller/controller /controller-device/device /controller-device/linkage /controller-log/index',
  pressure:
    '/pressure/pressure /pressure-device/device /pressure-data/data /pressure-data/history /pressure-alarm/alarm /pressure-alarm/operation /pressure-alarm/mywork /pressure-notices/notices /pressure-statistic/statistic',
  hat: '/hat/hat /hat-device/device /hat-device/detector /hat-data/data /hat-data/history /hat-alarm/alarm /hat-notices/index /hat-fenceManagement/electron /hat-groupTalk/groupTalk /hat-photoManagement/photoManagement /hat-video/split /hat-video/playback',
  laser:
    '/laser/laser /laser-device/index /laser-device/detector /laser-data/data /laser-data/history /laser-alarm/alarm /laser-alarm/operation /laser-alarm/mywork /laser-notices/index',
  handheld:
    '/handheld/handheld /handheld-device/index /handheld-device/detector /handheld-data/data /handheld-data/history /handheld-alarm/alarm /handheld-alarm/operation /handheld-alarm/mywork /handheld-notices/index',
};

describe('route table', () => {
  it('has the 14 modules of spec §2', () => {
    expect([...MODULE_CODES].sort()).toEqual(Object.keys(SPEC_PATHS).sort());
  });

  it.each(Object.entries(SPEC_PATHS))('carries every %s route under that module', (module, paths) => {
    for (const path of paths.split(' ')) {
      const entry = ROUTES.find((r) => r.path === path && r.module === module);
      expect(entry, `${module} ${path}`).toBeDefined();
      expect(entry?.layout).toBe(true);
      expect(entry?.name).toContain(module);
    }
  });

  it('carries the other routes as always allowed, inside the layout', () => {
    for (const path of ['/message/message', '/workuser/workuser', '/userinfo/userinfo', '/members/members']) {
      expect(ROUTES.find((r) => r.path === path)).toMatchObject({ access: 'always', layout: true });
    }
    // The user menu's 会员中心 is the member centre page, not "not available".
    expect(ROUTES.find((r) => r.path === '/members/members')?.page).toBe('memberCentre');
  });

  it('marks the hidden and kept-alive routes the spec names', () => {
    const byPath = (path: string) => ROUTES.find((r) => r.path === path);
    for (const p of ['/alarms-device/detector', '/role/roleuser', '/dictionary/dict-data/:dictId', '/portable-device/detector', '/controller-device/linkage', '/hat-device/detector', '/laser-device/detector', '/handheld-device/detector']) {
      expect(byPath(p)?.hidden, p).toBe(true);
    }
    for (const p of ['/alarms-device/index', '/hat-device/device', '/laser-device/index']) {
      expect(byPath(p)?.keepAlive, p).toBe(true);
    }
    expect(byPath('/house-device/device')?.keepAlive).toBe(false);
  });

  it('titles /gas-alarm/settings "my work orders"', () => {
    expect(ROUTES.find((r) => r.path === '/gas-alarm/settings')?.title).toBe('route.myWork');
  });

  it('has unique route names', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('accepts digits only for dictId', () => {
    const route = ROUTES.find((r) => r.path === '/dictionary/dict-data/:dictId');
    if (!route) throw new Error('missing dict-data route');
    expect(matchRoute(route, '/dictionary/dict-data/42')).toEqual({ dictId: '42' });
    expect(matchRoute(route, '/dictionary/dict-data/4a')).toBeNull();
    expect(matchRoute(route, '/dictionary/dict-data/')).toBeNull();
    expect(matchRoute(route, '/dictionary/dict-data/%31%32')).toEqual({ dictId: '12' });
  });

  it('shares /operation between modules and resolves it to the chosen one', () => {
    expect(findRoutes('/operation').map((r) => r.module).sort()).toEqual(['commercial', 'flame', 'house', 'manhole', 'portable']);
    expect(resolveRoute('/operation', 'house')?.module).toBe('house');
  });

  it('derives a module menu without hidden routes and filtered by permission', () => {
    const house = menuFor('house', () => true).map((r) => r.path);
    expect(house[0]).toBe('/house/house');
    expect(house).toHaveLength(9);
    const admin = menuFor('user', (p) => p === 'system:user:list').map((r) => r.path);
    expect(admin).toEqual(['/user/user', '/usermana/usermana', '/member/member']);
    expect(menuFor('hat', () => true).map((r) => r.path)).not.toContain('/hat-device/detector');
  });

  it('shows only the routes /getRouters granted, when it has answered', () => {
    const granted = new Set(['house:/house/house', 'house:/house-data/data', 'gas:/house-device/device']);
    expect(menuFor('house', () => true, undefined, granted).map((r) => r.path)).toEqual(['/house/house', '/house-data/data']);
    expect(menuFor('house', () => true, undefined, null)).toHaveLength(9);
  });

  it('derives breadcrumbs from the module home and the page', () => {
    expect(breadcrumbFor(resolveRoute('/house-data/data', 'house'))).toEqual(['module.house', 'route.realtime']);
    expect(breadcrumbFor(resolveRoute('/house/house', 'house'))).toEqual(['module.house']);
    expect(breadcrumbFor(resolveRoute('/message/message', 'house'))).toEqual(['route.messageCentre']);
  });

  it('gives each module a home path inside the table', () => {
    for (const m of MODULE_CODES) expect(findRoutes(moduleHome(m)).length, m).toBeGreaterThan(0);
  });
});

describe('mayOpenRoute', () => {
  const route = (path: string, module: string) => {
    const found = resolveRoute(path, module);
    if (!found) throw new Error(`no route ${path}`);
    return found;
  };
  const all = () => true;

  it('opens a module route /getRouters granted, not one outside the user’s menus', () => {
    const granted = new Set(['house:/house/house', 'house:/house-device/device']);
    expect(mayOpenRoute(route('/house-device/device', 'house'), granted, all)).toBe(true);
    expect(mayOpenRoute(route('/house-statistic/statistic', 'house'), granted, all)).toBe(false);
    expect(mayOpenRoute(route('/hat/hat', 'hat'), granted, all)).toBe(false);
    // Until the routes are known nothing is refused; pages outside the modules are the guard's alone.
    expect(mayOpenRoute(route('/hat/hat', 'hat'), null, all)).toBe(true);
    expect(mayOpenRoute(route('/message/message', 'house'), granted, all)).toBe(true);
  });

  it('needs a route’s own permission, and opens the /hat-device redirect target with the helmet device page’s grant', () => {
    const users = route('/usermana/usermana', 'user');
    expect(mayOpenRoute(users, new Set([users.name]), (p) => p !== 'system:user:list')).toBe(false);
    expect(mayOpenRoute(users, new Set([users.name]), all)).toBe(true);
    expect(mayOpenRoute(route('/hat/device', 'hat'), new Set(['hat:/hat-device/device']), all)).toBe(true);
    expect(mayOpenRoute(route('/hat/device', 'hat'), new Set(['hat:/hat/hat']), all)).toBe(false);
  });
});
