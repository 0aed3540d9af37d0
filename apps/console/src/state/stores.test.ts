import { beforeEach, describe, expect, it } from 'vitest';
import { createCookieJar } from '../storage/cookie-jar';
import { createLocalStore } from '../storage/local-store';
import { LOCAL_PREFIX } from '../storage/storage-keys';
import { createSessionStore } from './session-store';
import { createSettingsStore } from './settings-store';
import { createTagsStore } from './tags-store';

const deps = () => ({ cookies: createCookieJar(document), local: createLocalStore(localStorage, LOCAL_PREFIX) });

beforeEach(() => {
  localStorage.clear();
  const jar = createCookieJar(document);
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) jar.remove(decodeURIComponent(name));
  }
});

describe('settings store', () => {
  it('defaults to zh-CN, light theme, open sidebar, no module', () => {
    const { state } = createSettingsStore(deps());
    expect(state).toMatchObject({ language: 'zh-CN', theme: 'light', sidebarOpened: true, module: null });
  });

  it("takes the site's language (its settings file) on a first visit, but never over a language the user chose", () => {
    const first = createSettingsStore(deps());
    first.applySiteLanguage('en');
    expect(first.state.language).toBe('en');
    first.setLanguage('zh-CN');
    const again = createSettingsStore(deps());
    again.applySiteLanguage('en');
    expect(again.state.language).toBe('zh-CN');
  });

  it('remembers language, theme and a collapsed sidebar across instances (a reload)', () => {
    const first = createSettingsStore(deps());
    first.setLanguage('en');
    first.setTheme('dark');
    first.toggleSidebar();
    expect(document.cookie).toContain('za-language=en');
    expect(localStorage.getItem('vigil:theme')).toBe('"dark"');
    const second = createSettingsStore(deps());
    expect(second.state).toMatchObject({ language: 'en', theme: 'dark', sidebarOpened: false });
  });

  it('main menu clears the module, product and stored routes', () => {
    const d = deps();
    const settings = createSettingsStore(d);
    settings.setModule('house', '15144628');
    d.local.set('routes', [{ path: '/house' }]);
    expect(createSettingsStore(deps()).state.module).toBe('house');
    settings.clearModule();
    expect(settings.state.module).toBeNull();
    expect(d.cookies.get('module')).toBeNull();
    expect(d.cookies.get('Product')).toBeNull();
    expect(localStorage.getItem('vigil:routes')).toBeNull();
  });

  it('collapses the sidebar in mobile mode without overwriting the desktop preference', () => {
    const settings = createSettingsStore(deps());
    settings.setMobile(true);
    expect(settings.state.sidebarOpened).toBe(false);
    settings.toggleSidebar();
    settings.setMobile(false);
    expect(settings.state.sidebarOpened).toBe(true);
  });
});

describe('session store', () => {
  it('keeps the token in cookie za_token and clears it with the user data', () => {
    const session = createSessionStore(deps());
    session.setToken('t-1');
    expect(session.getToken()).toBe('t-1');
    session.setInfo({ user: { userId: '1', userName: 'admin', nickName: null }, permissions: ['*:*:*'], roles: ['admin'] });
    expect(createSessionStore(deps()).state.token).toBe('t-1');
    session.clear();
    expect(session.getToken()).toBeNull();
    expect(session.state.permissions).toEqual([]);
  });
});

describe('tags store', () => {
  it('adds each path once and survives a reload', () => {
    const d = deps();
    const tags = createTagsStore(d.local);
    tags.visit('/house/house', 'module.house');
    tags.visit('/house-data/data', 'route.realtime');
    tags.visit('/house/house', 'module.house');
    expect(createTagsStore(d.local).state.visited.map((t) => t.path)).toEqual(['/house/house', '/house-data/data']);
  });

  it("keeps one tag per page: a list's new filters or page update its tag's query", () => {
    const tags = createTagsStore(deps().local);
    tags.visit('/house-device/device', 'route.device');
    tags.visit('/house/house', 'module.house');
    tags.visit('/house-device/device?pageNum=2&imei=86', 'route.device');
    expect(tags.state.visited.map((t) => t.path)).toEqual(['/house-device/device?pageNum=2&imei=86', '/house/house']);
  });

  it('closing the active tag moves to its neighbour; close others and close all', () => {
    const tags = createTagsStore(deps().local);
    for (const p of ['/a', '/b', '/c']) tags.visit(p, 'route.realtime');
    expect(tags.close('/b', '/b')).toBe('/c');
    expect(tags.close('/c', '/a')).toBeNull();
    tags.visit('/d', 'route.history');
    tags.closeOthers('/d');
    expect(tags.state.visited.map((t) => t.path)).toEqual(['/d']);
    expect(tags.close('/d', '/d')).toBe('/');
    tags.visit('/e', 'route.history');
    expect(tags.closeAll()).toBe('/');
    expect(tags.state.visited).toEqual([]);
  });

  it('close all keeps the module home tab and goes there; close others keeps it too', () => {
    const d = deps();
    const tags = createTagsStore(d.local);
    const home = { path: '/house/house', title: 'module.house' } as const;
    tags.visit('/house-data/data', 'route.realtime');
    tags.visit('/house-data/history', 'route.history');
    tags.closeOthers('/house-data/history', home);
    expect(tags.state.visited.map((t) => t.path)).toEqual(['/house/house', '/house-data/history']);
    tags.visit('/house-data/data', 'route.realtime');
    expect(tags.closeAll(home)).toBe('/house/house');
    expect(tags.state.visited).toEqual([home]);
    expect(createTagsStore(d.local).state.visited).toEqual([home]);
  });

  it('drops corrupt stored tags instead of failing', () => {
    localStorage.setItem('vigil:visited-tags', JSON.stringify([{ path: '/ok', title: 'route.history' }, { path: 5 }, 'x', { path: '/bad', title: 'nope' }]));
    expect(createTagsStore(deps().local).state.visited).toEqual([{ path: '/ok', title: 'route.history' }]);
  });

  it('forgets the old module’s tags on a module switch and on the main menu, not on choosing the same module again', () => {
    const d = deps();
    const tags = createTagsStore(d.local);
    const settings = createSettingsStore({ ...d, onModuleChange: () => tags.clear() });
    settings.setModule('house', '15144628');
    tags.visit('/house/house', 'module.house');
    tags.visit('/house-device/device', 'route.device');
    settings.setModule('house', '15144628');
    expect(tags.state.visited).toHaveLength(2);
    settings.setModule('hat', '15144734');
    expect(tags.state.visited).toEqual([]);
    tags.visit('/hat/hat', 'module.hat');
    settings.clearModule();
    expect(tags.state.visited).toEqual([]);
    // Cleared for a reload too.
    expect(createTagsStore(d.local).state.visited).toEqual([]);
  });

  it('does not restore stored tags its guard says are out of reach (another module’s pages)', () => {
    const d = deps();
    const first = createTagsStore(d.local);
    first.visit('/house-device/device', 'route.device');
    first.visit('/hat-device/device', 'route.device');
    expect(createTagsStore(d.local, (path) => path.startsWith('/hat')).state.visited).toEqual([{ path: '/hat-device/device', title: 'route.device' }]);
  });
});
