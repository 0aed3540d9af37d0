import { MODULE_CODES, type ModuleCode } from '@vigil/sdk/modules';
import type { MessageKey } from '../i18n/zh-CN';
import { iconOfModuleRoute, MODULE_SPECS, type Spec, siteSpecs } from './module-route-specs';

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

function moduleRoutes(module: ModuleCode, specs: readonly Spec[]): AppRoute[] {
  return [...specs, ...siteSpecs(module)].map(([path, title, flags = {}]) => ({
    name: `${module}:${path}`,
    path,
    ...(flags.params ? { params: flags.params } : {}),
    ...(flags.grantedBy ? { grantedBy: `${module}:${flags.grantedBy}` } : {}),
    module,
    title,
    icon: iconOfModuleRoute(title),
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
