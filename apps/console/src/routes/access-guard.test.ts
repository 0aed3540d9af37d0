import { describe, expect, it } from 'vitest';
import { decideAccess } from './access-guard';

const T = 'token-1';
const go = (path: string, token: string | null = T, module: string | null = 'house', search = '') =>
  decideAccess({ token, path, module, search });

describe('access guard (spec §2)', () => {
  it.each(['/login', '/register', '/remember', '/download', '/appfile/7/manual.pdf', '/appfile/anything/deeper/still'])(
    'lets %s through without a token',
    (path) => expect(go(path, null).type).toBe('allow'),
  );

  it('sends a logged-in /login to /', () => {
    expect(go('/login')).toEqual({ type: 'redirect', to: '/' });
  });

  it('keeps the other public pages open when logged in', () => {
    expect(go('/register').type).toBe('allow');
    expect(go('/appfile/1/a').type).toBe('allow');
  });

  it('sends any other path without a token to /login?redirect=path, query included', () => {
    expect(go('/house-data/data', null, null, '?imei=1')).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/house-data/data?imei=1')}`,
    });
    expect(go('/', null)).toEqual({ type: 'redirect', to: '/login?redirect=%2F' });
    expect(go('/no/such/page', null)).toEqual({ type: 'redirect', to: '/login?redirect=%2Fno%2Fsuch%2Fpage' });
  });

  it('always allows / and /screen when logged in, whatever the module', () => {
    expect(go('/', T, null).type).toBe('allow');
    expect(go('/screen', T, null).type).toBe('allow');
  });

  it('allows the four always-allowed pages without a matching module', () => {
    for (const p of ['/message/message', '/userinfo/userinfo', '/members/members']) {
      expect(go(p, T, null).type, p).toBe('allow');
    }
    // The second message centre is the first one (one page, one tab), allowed the same way.
    expect(go('/workuser/workuser', T, null)).toEqual({ type: 'redirect', to: '/message/message' });
  });

  it("allows the stored module's routes and sends other modules' routes to /", () => {
    expect(go('/house-data/data', T, 'house')).toMatchObject({ type: 'allow', route: { module: 'house' } });
    expect(go('/operation', T, 'house')).toMatchObject({ type: 'allow', route: { module: 'house' } });
    expect(go('/gas/gas', T, 'house')).toEqual({ type: 'redirect', to: '/' });
    expect(go('/house/house', T, null)).toEqual({ type: 'redirect', to: '/' });
    expect(go('/alarms-video/user-storage', T, 'user')).toEqual({ type: 'redirect', to: '/' });
  });

  it('opens an administration page by URL from any module or none, entering administration (issue 23)', () => {
    expect(go('/usermana/usermana', T, 'house')).toMatchObject({ type: 'allow', route: { module: 'user', path: '/usermana/usermana' }, enter: 'user' });
    expect(go('/dictionary/dict-data/12', T, null)).toMatchObject({ type: 'allow', route: { module: 'user' }, enter: 'user' });
    // Already in administration: nothing to enter.
    expect(go('/usermana/usermana', T, 'user')).toEqual({ type: 'allow', route: expect.objectContaining({ module: 'user' }) });
    // Without a token it is still the login page first.
    expect(go('/usermana/usermana', null, null)).toEqual({ type: 'redirect', to: '/login?redirect=%2Fusermana%2Fusermana' });
  });

  it('sends unknown paths to /404 when logged in', () => {
    expect(go('/no/such/page')).toEqual({ type: 'redirect', to: '/404' });
    expect(go('/404').type).toBe('allow');
  });

  it('accepts digits only for the dictionary data id', () => {
    expect(go('/dictionary/dict-data/12', T, 'user').type).toBe('allow');
    expect(go('/dictionary/dict-data/abc', T, 'user')).toEqual({ type: 'redirect', to: '/404' });
  });

  it('redirects /hat-device to /hat/device before anything else', () => {
    expect(go('/hat-device', null)).toEqual({ type: 'redirect', to: '/hat/device' });
    expect(go('/hat/device', T, 'hat').type).toBe('allow');
  });

  it('sends /workuser/workuser to the one message centre, /message/message', () => {
    expect(go('/workuser/workuser', T, 'house')).toEqual({ type: 'redirect', to: '/message/message' });
    expect(go('/message/message', T, 'house').type).toBe('allow');
  });

  it('lets the tag-refresh route through only with a token', () => {
    expect(go('/redirect/house/house').type).toBe('allow');
    expect(go('/redirect/house/house', null).type).toBe('redirect');
  });
});
