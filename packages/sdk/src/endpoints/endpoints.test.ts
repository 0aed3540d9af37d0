import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpointPermissions, endpoints, listEndpoints, pathParamNames } from './index';

const all = listEndpoints();

/** Spec §9: uploads, downloads and the gas index get 300 s; the exports (spec §9 names three; the user, dictionary and parameter ones are extensions) 1,800 s; everything else 60 s. */
const TRANSFER = ['files.upload', 'files.download', 'files.openDocument', 'siteConfig.uploadLogo', 'sensors.gasIndex', 'sensors.importInfo', 'talk.sendVoice', 'talk.voiceFile', 'helmetMedia.file'];
const EXPORT = ['devices.exportLogs', 'sensors.exportInfo', 'alarms.export', 'users.export', 'roles.export', 'dictTypes.export', 'dictData.export', 'configs.export'];

/** Encodings spec §7 states explicitly. */
const STATED_ENCODINGS: Record<string, string> = {
  'auth.checkCaptcha': 'form',
  'auth.findPassword': 'form',
  'roles.list': 'form',
  'roles.allocatedUsers': 'query',
  'roles.unallocatedUsers': 'query',
  'roles.cancelUser': 'json',
  'menus.list': 'form',
  'users.list': 'form',
  'users.updatePassword': 'form',
  'depts.list': 'form',
  'notices.list': 'form',
  'notices.unreadCount': 'form',
  'payments.wechatPay': 'form',
  'payments.confirmPay': 'multipart',
  'payments.closePay': 'multipart',
  'files.upload': 'multipart',
};

describe('endpoint table', () => {
  it('ids are unique and match their domain and key', () => {
    const ids = all.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [domain, group] of Object.entries(endpoints)) {
      for (const [name, endpoint] of Object.entries(group)) expect(endpoint.id).toBe(`${domain}.${name}`);
    }
  });

  it('method + path pairs are unique', () => {
    const keys = all.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(all.map((endpoint) => [endpoint.id, endpoint] as const))('%s is well formed', (_id, endpoint) => {
    expect(endpoint.path).toMatch(/^\/[A-Za-z0-9/:_]*$/);
    expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(endpoint.method);
    // Path params are declared by a schema naming exactly the path's params.
    const names = pathParamNames(endpoint.path);
    if (names.length > 0) {
      expect(endpoint.params).toBeInstanceOf(z.ZodMiniObject);
      expect(Object.keys((endpoint.params as z.ZodMiniObject).shape).sort()).toEqual([...names].sort());
    } else expect(endpoint.params).toBeUndefined();
    // The encoding agrees with the request schema it carries.
    if (endpoint.encoding === 'query') expect(endpoint.query && !endpoint.body).toBeTruthy();
    if (['json', 'form', 'multipart'].includes(endpoint.encoding)) expect(endpoint.body && !endpoint.query).toBeTruthy();
    if (endpoint.encoding === 'none') expect(endpoint.body ?? endpoint.query).toBeUndefined();
    if (endpoint.method === 'GET') expect(['none', 'query']).toContain(endpoint.encoding);
    // Blob calls have no envelope schema; JSON calls have one.
    if (endpoint.responseType === 'blob') expect(endpoint.response).toBeUndefined();
    else expect(endpoint.response).toBeDefined();
    const expectedTimeout = TRANSFER.includes(endpoint.id) ? 'transfer' : EXPORT.includes(endpoint.id) ? 'export' : 'default';
    expect(endpoint.timeout).toBe(expectedTimeout);
    const stated = STATED_ENCODINGS[endpoint.id];
    if (stated) expect(endpoint.encoding).toBe(stated);
  });

  it('exports and downloads are blob responses', () => {
    const blobs = all.filter((endpoint) => endpoint.responseType === 'blob').map((endpoint) => endpoint.id);
    expect(blobs.sort()).toEqual([...EXPORT, 'files.download', 'files.openDocument', 'talk.voiceFile', 'helmetMedia.file'].sort());
  });

  it('a static path is declared before a :param sibling it would otherwise be shadowed by', () => {
    all.forEach((endpoint, index) => {
      if (!endpoint.path.includes(':')) return;
      const pattern = new RegExp(`^${endpoint.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
      const shadowed = all.slice(index + 1).filter((later) => later.method === endpoint.method && !later.path.includes(':') && pattern.test(later.path));
      expect(shadowed.map((later) => later.id)).toEqual([]);
    });
  });
});

/** Spec §2 access rules: the calls made before signing in. */
/**
 * The sign-in calls, log out (RuoYi answers it with or without a valid token), and the published document of the public
 * /appfile/{id}/{name} page (spec §2).
 */
const PUBLIC = ['auth.captcha', 'auth.checkCaptcha', 'auth.login', 'auth.sendPhoneCode', 'auth.phoneLogin', 'auth.sendEmailCode', 'auth.register', 'auth.findPassword', 'auth.logout', 'files.openDocument'];
/** Calls any signed-in user makes for themselves (spec §6: own info, routes, profile, notice count; own recharges). */
const SESSION = [
  'auth.getInfo', 'auth.getRouters', 'users.profile', 'users.updateProfile', 'users.updatePassword', 'notices.unreadCount',
  // The message centre: the caller's own notices and their read state.
  'notices.mine', 'notices.read', 'notices.readAll',
  'payments.wechatPay', 'payments.confirmPay', 'payments.closePay', 'payments.setOrder', 'devices.products', 'siteConfig.info',
  // The member centre is every signed-in user's (spec §2): their own account and records.
  'payments.ownAccount', 'payments.ownBills',
  // The system names head every page (top bar, tab title), so every signed-in user reads them.
  'siteConfig.systemInfo',
  // Status and type tags of every page read the dictionaries; RuoYi's pages read parameters by key.
  'dictData.byType', 'dictTypes.optionSelect', 'configs.byKey',
  // The user's own video storage (used, space, expiry).
  'recordings.storage',
];
/** The action vocabulary of permission tags. */
const ACTIONS = ['list', 'query', 'add', 'edit', 'remove', 'export', 'import', 'resetPwd', 'handle', 'send', 'share', 'freeze', 'refund'];

describe('endpoint access (spec §6)', () => {
  const table = endpointPermissions();

  it('every endpoint decides who may call it', () => {
    expect(Object.keys(table)).toEqual(all.map((endpoint) => endpoint.id));
    for (const endpoint of all) expect(endpoint.access, endpoint.id).toMatch(/^(public|session|[{}A-Za-z]+:[A-Za-z]+:[A-Za-z]+)$/);
  });

  it('only the sign-in calls and the public document are public, and only own-account calls are session-only', () => {
    expect(all.filter((e) => e.access === 'public').map((e) => e.id)).toEqual(PUBLIC);
    expect(all.filter((e) => e.access === 'session').map((e) => e.id).sort()).toEqual([...SESSION].sort());
    expect(Object.entries(table).filter(([, access]) => access.public).map(([id]) => id)).toEqual(PUBLIC);
  });

  it('administration calls need system: or member: tags; product-bound calls a {module}: tag', () => {
    const admin = ['roles', 'menus', 'users', 'depts', 'notices', 'files', 'siteConfig', 'sites', 'storage', 'products'];
    const productBound = ['devices', 'sensors', 'alarms', 'workOrders', 'personnel', 'contacts'];
    for (const endpoint of all) {
      const permission = table[endpoint.id]?.permission;
      if (permission === null || permission === undefined) continue;
      const domain = endpoint.id.split('.')[0] ?? '';
      if (admin.includes(domain)) expect(permission, endpoint.id).toMatch(/^system:/);
      if (productBound.includes(domain)) expect(permission, endpoint.id).toMatch(/^\{module\}:/);
      if (domain === 'payments') expect(permission, endpoint.id).toMatch(/^member:account:/);
      expect(ACTIONS, endpoint.id).toContain(permission.split(':')[2]);
    }
  });

  it('states the RuoYi checks of the calls the issue names', () => {
    expect(endpoints.users.create.access).toBe('system:user:add');
    expect(endpoints.users.update.access).toBe('system:user:edit');
    expect(endpoints.users.resetPassword.access).toBe('system:user:resetPwd');
    expect(endpoints.roles.remove.access).toBe('system:role:remove');
    expect(endpoints.payments.refund.access).toBe('member:account:refund');
    expect(endpoints.sensors.list.access).toBe('{module}:device:list');
    expect(endpoints.devices.sendInstruction.access).toBe('{module}:instruction:send');
    expect(endpoints.workOrders.modifyStatus.access).toBe('{module}:workorder:handle');
    expect(endpoints.sensors.share.access).toBe('{module}:device:share');
  });
});
