import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { fullClient } from '../../app/full-client';
import { LAYOUT, PAGES } from '../../app/pages';
import { local, session, settings } from '../../app/services';
import { sessionLoaded, startSessionLoad } from '../../app/use-user-info';
import { decideAccess } from '../../routes/access-guard';
import { LOCAL } from '../../storage/storage-keys';
import { startPageCode, startPageData } from '../../app/start-up';
import { alarmListOf } from '../alarms/alarm-queries';
import { queryClient } from '../data/query-client';
import { listWrapper } from '../list/list-test-wrapper';
import { useServerList } from '../list/use-server-list';
import { KIND_PAGES } from './kind-pages';
import { prefetchRouteData } from './route-data';
import type { PageKind } from './page-kinds';

/** The house module's product (registry): what its pages list. */
const HOUSE = '15144628';

/** The API's calls, by path, each answered with an empty page (a RuoYi TableDataInfo). */
function serveLists(): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      calls.push(url.pathname);
      return new Response(JSON.stringify({ code: 200, msg: '操作成功', rows: [], total: 0, data: [] }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** The code of the layout, the module page and its kind's page: asked for, and never arriving. */
function codeThatNeverArrives(kind: PageKind) {
  const pending = () => new Promise<never>(() => undefined);
  vi.spyOn(LAYOUT, 'preload').mockImplementation(pending);
  vi.spyOn(PAGES.modulePage, 'preload').mockImplementation(pending);
  const page = KIND_PAGES[kind];
  if (!page) throw new Error(`no page of kind ${kind}`);
  return vi.spyOn(page, 'preload').mockImplementation(pending);
}

beforeEach(() => {
  queryClient.clear();
  session.setToken('token-of-a-signed-in-admin');
  session.setInfo({ user: { userId: '1', userName: 'admin', nickName: '管理员' }, permissions: ['*:*:*'], roles: ['admin'] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
  queryClient.clear();
});

describe("a list page's data at navigation", () => {
  // Each main list page that uses the generic list: its path, its kind, the module it opens in, and its list call.
  it.each([
    ['/house-device/device', 'deviceList', 'house', '/senstor/info/list'],
    ['/house-alarm/alarm', 'alarmList', 'house', '/sensor/alarm/list'],
    ['/operation', 'workOrders', 'house', '/senstor/alarm/gdList'],
    ['/usermana/usermana', 'adminUsers', 'user', '/system/user/list'],
    ['/role/role', 'adminRoles', 'user', '/system/role/list'],
  ] as const)('%s asks for its list while its page code is still loading', async (path, kind, module, call) => {
    settings.setModule(module, '');
    const calls = serveLists();
    const pageCode = codeThatNeverArrives(kind);
    // What main.tsx does once the settings file is read: the page's code, then its data.
    startPageCode(path, '');
    startPageData(path, '');
    expect(pageCode).toHaveBeenCalled();
    await waitFor(() => expect(calls.filter((c) => c.endsWith(call))).toHaveLength(1));
  });

  it('settles once the rows are in the cache: what the first render waits for, so the page paints once, with them', async () => {
    settings.setModule('house', '');
    const calls = serveLists();
    codeThatNeverArrives('deviceList');
    await startPageData('/house-device/device', '');
    // The device list's call, as spec §7 names it (POST /senstor/info/list).
    expect(calls.filter((c) => c.endsWith('/senstor/info/list'))).toHaveLength(1);
    const lists = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.data !== undefined });
    expect(lists.length).toBeGreaterThan(0);
  });

  it('is the request the page reads: the alarm list mounting on that URL asks the server nothing more', async () => {
    settings.setModule('house', '');
    const calls = serveLists();
    codeThatNeverArrives('alarmList');
    startPageData('/house-alarm/alarm', '?pageNum=2');
    await waitFor(() => expect(calls.filter((c) => c.endsWith('/sensor/alarm/list'))).toHaveLength(1));
    // The page's own list, as AlarmListPage builds it when it mounts (the same day: the same default range).
    const location = memoryLocation({ path: '/house-alarm/alarm', searchPath: 'pageNum=2' });
    const { result } = renderHook(() => useServerList(alarmListOf(fullClient, 'house', HOUSE, Date.now())), { wrapper: listWrapper(queryClient, location) });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(calls.filter((c) => c.endsWith('/sensor/alarm/list'))).toHaveLength(1);
  });
});

describe("a list page's data before this session's load answers", () => {
  /**
   * A reload: a token and the grants the last session load stored; this session's getInfo and getRouters (the same
   * grants) wait at the network until `answerSession`.
   */
  function reloadWithStoredGrants(permissions: string[]) {
    session.clear();
    session.setToken('token-of-a-signed-in-operator');
    settings.setModule('user', '');
    const routes = [{ path: '/user', children: [{ path: '/usermana/usermana' }, { path: '/role/role' }] }];
    local.set(LOCAL.routes, routes);
    local.set(LOCAL.permissions, permissions);
    let answerSession: () => void = () => undefined;
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const calls: string[] = [];
    const json = (body: object) => new Response(JSON.stringify({ code: 200, msg: '操作成功', ...body }), { headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        calls.push(url.pathname);
        if (url.pathname.endsWith('/getInfo')) {
          await sessionAnswered;
          return json({ user: { userId: 2, userName: 'operator', nickName: '值班员' }, roles: ['operator'], permissions });
        }
        if (url.pathname.endsWith('/getRouters')) {
          await sessionAnswered;
          return json({ data: routes });
        }
        return json({ rows: [], total: 0, data: [] });
      }),
    );
    startSessionLoad();
    return { calls, answerSession };
  }

  /**
   * The administration's user list: a page with a permission of its own. RuoYi-Vue guards it with
   * `@PreAuthorize("@ss.hasPermi('system:user:list')")` on SysUserController's `GET /system/user/list`, and
   * `system:role:list` guards the role list the same way (SysRoleController): the grants and the call asserted here.
   */
  const userList = () => {
    const decision = decideAccess({ token: session.state.token, path: '/usermana/usermana', module: 'user' });
    if (decision.type !== 'allow' || !decision.route?.permission) throw new Error('the user list is not a page with a permission');
    return decision.route;
  };

  it('goes out at once when the stored menus and permissions open the page', async () => {
    const { calls, answerSession } = reloadWithStoredGrants(['system:user:list']);
    // Settles only once the list has answered: it would wait forever for a session that has not answered.
    await prefetchRouteData(userList(), '');
    expect(calls.filter((c) => c.endsWith('/system/user/list'))).toHaveLength(1);
    expect(session.state.user).toBeNull();
    answerSession();
    await sessionLoaded();
    expect(session.state.user).not.toBeNull();
  });

  it('waits for this session when the stored permissions do not open the page, and asks nothing it refuses', async () => {
    const { calls, answerSession } = reloadWithStoredGrants(['system:role:list']);
    const prefetch = prefetchRouteData(userList(), '');
    await waitFor(() => expect(calls.some((c) => c.endsWith('/getInfo'))).toBe(true));
    expect(calls.filter((c) => c.endsWith('/system/user/list'))).toHaveLength(0);
    // This session grants the same: the page is not opened, and nothing was asked.
    answerSession();
    await prefetch;
    expect(session.state.user).not.toBeNull();
    expect(calls.filter((c) => c.endsWith('/system/user/list'))).toHaveLength(0);
  });

  it('forgets the stored permissions with the session', () => {
    local.set(LOCAL.permissions, ['system:user:list']);
    session.clear();
    expect(local.get(LOCAL.permissions, (value) => value)).toBeNull();
  });
});
