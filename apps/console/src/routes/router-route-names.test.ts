import { describe, expect, it } from 'vitest';
import { routerRouteNames } from './router-route-names';

describe('routerRouteNames', () => {
  it('names each granted route after its module, absolute or relative to its parent', () => {
    const names = routerRouteNames([
      {
        path: '/house',
        meta: { module: 'house' },
        children: [{ path: '/house/house' }, { path: '/house-device/device', hidden: false }, { path: '/operation' }],
      },
      { path: '/laser', children: [{ path: 'index' }] },
    ]);
    expect([...names].sort()).toEqual(['house:/house-device/device', 'house:/house/house', 'house:/operation', 'laser:/laser/index']);
  });

  it('names a route with a param pattern as the route table does', () => {
    const names = routerRouteNames([{ path: '/user', children: [{ path: '/dictionary/dict-data/:dictId(\\d+)' }] }]);
    expect([...names]).toEqual(['user:/dictionary/dict-data/:dictId']);
  });

  it('skips what it cannot read: unknown modules, entries without a path, non-objects', () => {
    const names = routerRouteNames([null, 'x', { path: '/nowhere', children: [{ path: '/a' }] }, { path: '/gas', children: [{ meta: {} }, 7] }]);
    expect([...names]).toEqual([]);
  });
});
