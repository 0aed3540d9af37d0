import { MODULE_CODES, type ModuleCode, moduleHome, SITE_ROUTES } from '@vigil/sdk/modules';
import type { MessageKey } from '../i18n/zh-CN';

// Route modules of spec §2 are the sdk's: a route is tagged with the module the user must have chosen.
export { isModuleCode, MODULE_CODES, type ModuleCode, moduleHome } from '@vigil/sdk/modules';

export const ROUTE_ICONS = [
  'home', 'device', 'probe', 'data', 'history', 'alarm', 'order', 'notice', 'report', 'log', 'send',
  'video', 'storage', 'fence', 'talk', 'photo', 'user', 'role', 'dept', 'menu', 'member', 'account',
  'file', 'dict', 'config', 'product', 'message', 'link', 'screen',
] as const;
export type RouteIcon = (typeof ROUTE_ICONS)[number];

/**
 * Which page component renders a route. Every module/admin route renders `modulePage`, which picks the page of the
 * route's kind through the module registry (`features/modules`), or the not-available page for kinds not built yet.
 */
export type PageId =
  | 'login' | 'register' | 'remember' | 'download' | 'appfile' | 'chooser' | 'screen' | 'notFound'
  | 'redirect' | 'messages' | 'userInfo' | 'memberCentre' | 'notAvailable' | 'noAccess' | 'modulePage';

/**
 * How the guard treats a route: `public` needs no token; `always` is open to any logged-in user;
 * `module` needs the stored module to equal the route's module.
 */
export type Access = 'public' | 'always' | 'module';

export interface AppRoute {
  /** Unique; prefixed with the module so the "name contains the module" rule holds. */
  name: string;
  /** Pattern: static segments and `:param` segments. */
  path: string;
  /** Constraints on `:param` segments (e.g. dictId digits only). */
  params?: Readonly<Record<string, RegExp>>;
  module: ModuleCode | null;
  title: MessageKey;
  icon: RouteIcon;
  hidden: boolean;
  keepAlive: boolean;
  permission: string | null;
  /** The name of the route whose grant (/getRouters) opens this one, when the backend's menus do not name it. */
  grantedBy?: string;
  access: Access;
  /** Rendered inside the shared layout (sidebar, top bar, tags). */
  layout: boolean;
  page: PageId;
}

interface Flags {
  hidden?: boolean;
  keepAlive?: boolean;
  permission?: string;
  params?: Record<string, RegExp>;
  /** Path of the module route whose grant opens this one (a redirect target the menus do not name). */
  grantedBy?: string;
}
type Spec = readonly [path: string, title: MessageKey, icon: RouteIcon, flags?: Flags];

// Shorthands for the route kinds every device module repeats.
const home = (m: ModuleCode): Spec => [moduleHome(m), `module.${m}`, 'home'];
const HIDDEN = { hidden: true } as const;
const KEPT = { keepAlive: true } as const;

/** Spec §2 "Module routes", one row per module, in the spec's order. */
const MODULE_SPECS: Readonly<Record<ModuleCode, readonly Spec[]>> = {
  alarms: [
    home('alarms'),
    ['/alarms-device/index', 'route.device', 'device', KEPT],
    ['/alarms-device/detector', 'route.probes', 'probe', HIDDEN],
    ['/alarms-data/data', 'route.realtime', 'data'],
    ['/alarms-data/history', 'route.history', 'history'],
    ['/alarms-alarm/alarm', 'route.alarms', 'alarm'],
    ['/alarms-alarm/operation', 'route.workOrders', 'order'],
    ['/alarms-alarm/mywork', 'route.myWork', 'order'],
    ['/alarms-notices/index', 'route.notices', 'notice'],
    ['/alarms-statistic/index', 'route.report', 'report'],
    ['/alarms-maintenance/logs', 'route.instructionLog', 'log'],
    ['/alarms-maintenance/send', 'route.instructionSend', 'send'],
    ['/alarms-video/split', 'route.videoSplit', 'video'],
    ['/alarms-video/user-storage', 'route.videoStorage', 'storage'],
  ],
  commercial: [
    home('commercial'),
    ['/device/device', 'route.device', 'device'],
    ['/data/data', 'route.realtime', 'data'],
    ['/data/history', 'route.history', 'history'],
    ['/alarm/alarm', 'route.alarms', 'alarm'],
    ['/operation', 'route.workOrders', 'order'],
    ['/mywork', 'route.myWork', 'order'],
    ['/notices/notices', 'route.notices', 'notice'],
    ['/statistic/statistic', 'route.report', 'report'],
    ['/maintenance/logs', 'route.instructionLog', 'log'],
    ['/maintenance/send', 'route.instructionSend', 'send'],
  ],
  user: [
    ['/user/user', 'route.personalInfo', 'user'],
    ['/usermana/usermana', 'route.users', 'user', { permission: 'system:user:list' }],
    ['/role/role', 'route.roles', 'role', { permission: 'system:role:list' }],
    ['/role/roleuser', 'route.roleUsers', 'role', { hidden: true, permission: 'system:role:edit' }],
    ['/department/department', 'route.departments', 'dept', { permission: 'system:dept:list' }],
    ['/menu/menu', 'route.menus', 'menu', { permission: 'system:menu:list' }],
    ['/advise/advise', 'route.announcements', 'notice', { permission: 'system:notice:list' }],
    ['/member/member', 'route.memberCentre', 'member'],
    ['/account/account', 'route.accounts', 'account', { permission: 'member:account:list' }],
    ['/file/fileindex', 'route.fileColumns', 'file', { permission: 'system:file:list' }],
    ['/file/filelist', 'route.files', 'file', { permission: 'system:file:list' }],
    ['/dictionary/dictionary', 'route.dictionaries', 'dict', { permission: 'system:dict:list' }],
    [
      '/dictionary/dict-data/:dictId',
      'route.dictData',
      'dict',
      { hidden: true, permission: 'system:dict:list', params: { dictId: /^\d+$/ } },
    ],
    ['/config/config', 'route.parameters', 'config', { permission: 'system:config:list' }],
    ['/sysinfo/sysinfo', 'route.systemConfig', 'config', { permission: 'system:config:edit' }],
    ['/storage/storage', 'route.cloudStorage', 'storage', { permission: 'system:storage:list' }],
    ['/product/product', 'route.products', 'product', { permission: 'system:product:edit' }],
  ],
  gas: [
    home('gas'),
    ['/gas-device/device', 'route.device', 'device'],
    ['/gas-data/data', 'route.realtime', 'data'],
    ['/gas-data/history', 'route.history', 'history'],
    ['/gas-alarm/alarm', 'route.alarms', 'alarm'],
    ['/gas-alarm/operation', 'route.workOrders', 'order'],
    ['/gas-alarm/settings', 'route.myWork', 'order'],
    ['/gas-notices/notices', 'route.notices', 'notice'],
    ['/gas-statistic/statistic', 'route.report', 'report'],
    ['/gas-maintenance/logs', 'route.instructionLog', 'log'],
    ['/gas-maintenance/send', 'route.instructionSend', 'send'],
  ],
  manhole: [
    home('manhole'),
    ['/manhole-device/device', 'route.device', 'device'],
    ['/manhole-data/data', 'route.realtime', 'data'],
    ['/manhole-alarm/alarm', 'route.alarms', 'alarm'],
    ['/operation', 'route.workOrders', 'order'],
    ['/settings', 'route.myWork', 'order'],
    ['/manhole-notices/notices', 'route.notices', 'notice'],
    ['/manhole-statistic/statistic', 'route.report', 'report'],
    ['/manhole-maintenance/logs', 'route.instructionLog', 'log'],
    ['/send', 'route.instructionSend', 'send'],
  ],
  lampblack: [
    home('lampblack'),
    ['/lampblack-device/device', 'route.device', 'device'],
    ['/lampblack-data/data', 'route.realtime', 'data'],
    ['/lampblack-data/history', 'route.history', 'history'],
    ['/lampblack-notices/notices', 'route.notices', 'notice'],
  ],
  house: [
    home('house'),
    ['/house-device/device', 'route.device', 'device'],
    ['/house-data/data', 'route.realtime', 'data'],
    ['/house-data/history', 'route.history', 'history'],
    ['/house-alarm/alarm', 'route.alarms', 'alarm'],
    ['/operation', 'route.workOrders', 'order'],
    ['/settings', 'route.myWork', 'order'],
    ['/house-notices/notices', 'route.notices', 'notice'],
    ['/house-statistic/statistic', 'route.report', 'report'],
  ],
  portable: [
    home('portable'),
    ['/portable-device/index', 'route.device', 'device'],
    ['/portable-device/detector', 'route.channelSettings', 'probe', HIDDEN],
    ['/portable-data/index', 'route.realtime', 'data'],
    ['/portable-data/history', 'route.history', 'history'],
    ['/portable-alarm/alarm', 'route.alarms', 'alarm'],
    ['/operation', 'route.workOrders', 'order'],
    ['/mywork', 'route.myWork', 'order'],
    ['/portable-notices/index', 'route.notices', 'notice'],
    ['/portable-statistic/index', 'route.report', 'report'],
  ],
  flame: [
    home('flame'),
    ['/flame-device/device', 'route.device', 'device'],
    ['/flame-data/data', 'route.realtime', 'data'],
    ['/flame-alarm/alarm', 'route.alarms', 'alarm'],
    ['/operation', 'route.workOrders', 'order'],
    ['/mywork', 'route.myWork', 'order'],
    ['/flame-notices/notices', 'route.notices', 'notice'],
    ['/flame-statistic/statistic', 'route.report', 'report'],
  ],
  controller: [
    home('controller'),
    ['/controller-device/device', 'route.device', 'device'],
    ['/controller-device/linkage', 'route.linkage', 'link', HIDDEN],
    ['/controller-log/index', 'route.instructionLog', 'log'],
  ],
  pressure: [
    home('pressure'),
    ['/pressure-device/device', 'route.device', 'device'],
    ['/pressure-data/data', 'route.realtime', 'data'],
    ['/pressure-data/history', 'route.history', 'history'],
    ['/pressure-alarm/alarm', 'route.alarms', 'alarm'],
    ['/pressure-alarm/operation', 'route.workOrders', 'order'],
    ['/pressure-alarm/mywork', 'route.myWork', 'order'],
    ['/pressure-notices/notices', 'route.notices', 'notice'],
    ['/pressure-statistic/statistic', 'route.report', 'report'],
  ],
  hat: [
    home('hat'),
    ['/hat-device/device', 'route.device', 'device', KEPT],
    // Target of the /hat-device redirect (spec §2); the same device page, hidden from the menu.
    ['/hat/device', 'route.device', 'device', { hidden: true, keepAlive: true, grantedBy: '/hat-device/device' }],
    ['/hat-device/detector', 'route.channels', 'probe', HIDDEN],
    ['/hat-data/data', 'route.realtime', 'data'],
    ['/hat-data/history', 'route.history', 'history'],
    ['/hat-alarm/alarm', 'route.alarms', 'alarm'],
    ['/hat-notices/index', 'route.notices', 'notice'],
    ['/hat-fenceManagement/electron', 'route.fence', 'fence'],
    ['/hat-groupTalk/groupTalk', 'route.groupTalk', 'talk'],
    ['/hat-photoManagement/photoManagement', 'route.photos', 'photo'],
    ['/hat-video/split', 'route.videoSplit', 'video'],
    ['/hat-video/playback', 'route.playback', 'video'],
  ],
  laser: [
    home('laser'),
    ['/laser-device/index', 'route.device', 'device', KEPT],
    ['/laser-device/detector', 'route.probes', 'probe', HIDDEN],
    ['/laser-data/data', 'route.realtime', 'data'],
    ['/laser-data/history', 'route.history', 'history'],
    ['/laser-alarm/alarm', 'route.alarms', 'alarm'],
    ['/laser-alarm/operation', 'route.workOrders', 'order'],
    ['/laser-alarm/mywork', 'route.myWork', 'order'],
    ['/laser-notices/index', 'route.notices', 'notice'],
  ],
  handheld: [
    home('handheld'),
    ['/handheld-device/index', 'route.device', 'device'],
    ['/handheld-device/detector', 'route.probes', 'probe', HIDDEN],
    ['/handheld-data/data', 'route.realtime', 'data'],
    ['/handheld-data/history', 'route.history', 'history'],
    ['/handheld-alarm/alarm', 'route.alarms', 'alarm'],
    ['/handheld-alarm/operation', 'route.workOrders', 'order'],
    ['/handheld-alarm/mywork', 'route.myWork', 'order'],
    ['/handheld-notices/index', 'route.notices', 'notice'],
  ],
};

type OtherSpec = readonly [path: string, title: MessageKey, icon: RouteIcon, access: Access, layout: boolean, page: PageId];

/** Routes outside the modules: the public pages, the landing pages and the four always-allowed pages. */
const OTHER_SPECS: readonly OtherSpec[] = [
  ['/login', 'route.login', 'user', 'public', false, 'login'],
  ['/register', 'route.register', 'user', 'public', false, 'register'],
  ['/remember', 'route.remember', 'user', 'public', false, 'remember'],
  ['/download', 'route.download', 'file', 'public', false, 'download'],
  ['/appfile/:id/:name', 'route.appfile', 'file', 'public', false, 'appfile'],
  ['/', 'route.chooser', 'home', 'always', false, 'chooser'],
  ['/screen', 'route.screen', 'screen', 'always', false, 'screen'],
  ['/404', 'route.notFound', 'home', 'always', false, 'notFound'],
  ['/message/message', 'route.messageCentre', 'message', 'always', true, 'messages'],
  ['/workuser/workuser', 'route.messageCentre', 'message', 'always', true, 'messages'],
  ['/userinfo/userinfo', 'route.userInfo', 'user', 'always', true, 'userInfo'],
  ['/members/members', 'route.members', 'member', 'always', true, 'memberCentre'],
];

/** Paths that redirect before anything else is decided (spec §2). */
export const PATH_REDIRECTS: Readonly<Record<string, string>> = {
  '/hat-device': '/hat/device',
  // Both are the message centre (spec §2): one page, so the tags strip never shows two identical tabs.
  '/workuser/workuser': '/message/message',
};

/** Prefix of the tag-refresh route: /redirect/some/path re-navigates to /some/path. */
export const REDIRECT_PREFIX = '/redirect';
/** Any path under this prefix is public (spec §2). */
export const APPFILE_PREFIX = '/appfile';

/**
 * The site pages of a module that has them (the sdk's SITE_ROUTES, also vigil-mock's menus): sites and one site's
 * entrances and devices need the site list permission; the gas views, the module's data permission.
 */
function siteSpecs(module: ModuleCode): Spec[] {
  const paths = SITE_ROUTES[module];
  if (!paths) return [];
  const sites = { permission: 'system:site:list' };
  const data = { permission: `${module}:data:list` };
  return [
    [paths.sites, 'route.sites', 'dept', sites],
    [paths.detail, 'route.siteDetail', 'dept', { ...sites, hidden: true }],
    [paths.gasIndex, 'route.gasIndex', 'report', data],
    [paths.gasData, 'route.gasData', 'data', data],
  ];
}

function moduleRoutes(module: ModuleCode, specs: readonly Spec[]): AppRoute[] {
  return [...specs, ...siteSpecs(module)].map(([path, title, icon, flags = {}]) => ({
    name: `${module}:${path}`,
    path,
    ...(flags.params ? { params: flags.params } : {}),
    ...(flags.grantedBy ? { grantedBy: `${module}:${flags.grantedBy}` } : {}),
    module,
    title,
    icon,
    hidden: flags.hidden ?? false,
    keepAlive: flags.keepAlive ?? false,
    permission: flags.permission ?? null,
    access: 'module',
    layout: true,
    page: 'modulePage',
  }));
}

/** Every route of the console. Menus, breadcrumbs, tags and the guard all read this table. */
export const ROUTES: readonly AppRoute[] = [
  ...OTHER_SPECS.map(
    ([path, title, icon, access, layout, page]): AppRoute => ({
      name: path,
      path,
      module: null,
      title,
      icon,
      hidden: true,
      keepAlive: false,
      permission: null,
      access,
      layout,
      page,
    }),
  ),
  ...MODULE_CODES.flatMap((module) => moduleRoutes(module, MODULE_SPECS[module])),
];

/** Params of `path` against `route`, or null when it does not match. */
export function matchRoute(route: AppRoute, path: string): Record<string, string> | null {
  const want = route.path.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      const key = w.slice(1);
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null;
      }
      if (value === '' || !(route.params?.[key]?.test(value) ?? true)) return null;
      params[key] = value;
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** All routes whose pattern matches `path` (several modules share /operation, /settings, /mywork). */
export function findRoutes(path: string, routes: readonly AppRoute[] = ROUTES): AppRoute[] {
  return routes.filter((route) => matchRoute(route, path) !== null);
}

/** The route to render for `path` given the chosen module: the module's own entry when shared. */
export function resolveRoute(path: string, module: string | null, routes: readonly AppRoute[] = ROUTES): AppRoute | null {
  const found = findRoutes(path, routes);
  return found.find((r) => r.module === module) ?? found[0] ?? null;
}

/** Menu entries of a module: visible routes, filtered by the user's permissions and the routes /getRouters granted. */
export function menuFor(
  module: string | null,
  allowed: (permission: string) => boolean,
  routes: readonly AppRoute[] = ROUTES,
  granted: ReadonlySet<string> | null = null,
): AppRoute[] {
  return routes.filter(
    (r) =>
      r.module !== null &&
      r.module === module &&
      !r.hidden &&
      (r.permission === null || allowed(r.permission)) &&
      (granted === null || granted.has(r.name)),
  );
}

/** Breadcrumb titles for a route: the module home, then the page (spec §2 top bar). */
export function breadcrumbFor(route: AppRoute | null): MessageKey[] {
  if (!route) return [];
  if (route.module === null || route.module === 'user') return [route.title];
  const homeTitle: MessageKey = `module.${route.module}`;
  return route.title === homeTitle ? [homeTitle] : [homeTitle, route.title];
}

/**
 * Whether the signed-in user may open a module route, beyond the guard's stored-module rule (spec §2, §6): its page
 * permission held, and /getRouters granting it (`granted`: route names; null until known, when it counts as granted).
 * A route outside the user's menus gets the no-access page, not an empty frame whose calls are refused.
 */
export function mayOpenRoute(route: AppRoute, granted: ReadonlySet<string> | null, allowed: (permission: string) => boolean): boolean {
  if (route.access !== 'module') return true;
  if (route.permission !== null && !allowed(route.permission)) return false;
  return granted === null || granted.has(route.name) || (route.grantedBy !== undefined && granted.has(route.grantedBy));
}
