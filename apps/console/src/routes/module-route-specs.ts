import { type ModuleCode, moduleHome, SITE_ROUTES } from '@vigil/sdk/modules';
import type { MessageKey } from '../i18n/zh-CN';
import type { RouteIcon } from './route-table';

// The module routes of spec §2 as data rows; route-table.ts builds the console's routes from them.

/** The menu icon of each module page, by its title: a page has the same icon in every module. */
const PAGE_ICONS = {
  'route.accounts': 'account',
  'route.alarms': 'alarm',
  'route.announcements': 'notice',
  'route.channelSettings': 'probe',
  'route.channels': 'probe',
  'route.cloudStorage': 'storage',
  'route.departments': 'dept',
  'route.device': 'device',
  'route.dictData': 'dict',
  'route.dictionaries': 'dict',
  'route.fence': 'fence',
  'route.fileColumns': 'file',
  'route.files': 'file',
  'route.gasData': 'data',
  'route.gasIndex': 'report',
  'route.groupTalk': 'talk',
  'route.history': 'history',
  'route.instructionLog': 'log',
  'route.instructionSend': 'send',
  'route.linkage': 'link',
  'route.memberCentre': 'member',
  'route.menus': 'menu',
  'route.myWork': 'order',
  'route.notices': 'notice',
  'route.parameters': 'config',
  'route.personalInfo': 'user',
  'route.photos': 'photo',
  'route.playback': 'video',
  'route.probes': 'probe',
  'route.products': 'product',
  'route.realtime': 'data',
  'route.report': 'report',
  'route.roleUsers': 'role',
  'route.roles': 'role',
  'route.siteDetail': 'dept',
  'route.sites': 'dept',
  'route.systemConfig': 'config',
  'route.users': 'user',
  'route.videoSplit': 'video',
  'route.videoStorage': 'storage',
  'route.workOrders': 'order',
} as const satisfies Partial<Record<MessageKey, RouteIcon>>;

/** A module route's title: one of the pages above, or the module's own name (its home). */
type ModuleRouteTitle = keyof typeof PAGE_ICONS | `module.${ModuleCode}`;

/** The icon of a module route, from its title; a module's home has `home`. */
export const iconOfModuleRoute = (title: ModuleRouteTitle): RouteIcon =>
  title in PAGE_ICONS ? PAGE_ICONS[title as keyof typeof PAGE_ICONS] : 'home';

interface Flags {
  hidden?: boolean;
  keepAlive?: boolean;
  permission?: string;
  params?: Record<string, RegExp>;
  /** Path of the module route whose grant opens this one (a redirect target the menus do not name). */
  grantedBy?: string;
}
export type Spec = readonly [path: string, title: ModuleRouteTitle, flags?: Flags];

// Shorthands for the route kinds every device module repeats.
const home = (m: ModuleCode): Spec => [moduleHome(m), `module.${m}`];
const HIDDEN = { hidden: true } as const;
const KEPT = { keepAlive: true } as const;

/** Spec §2 "Module routes", one row per module, in the spec's order. */
export const MODULE_SPECS: Readonly<Record<ModuleCode, readonly Spec[]>> = {
  alarms: [
    home('alarms'),
    ['/alarms-device/index', 'route.device', KEPT],
    ['/alarms-device/detector', 'route.probes', HIDDEN],
    ['/alarms-data/data', 'route.realtime'],
    ['/alarms-data/history', 'route.history'],
    ['/alarms-alarm/alarm', 'route.alarms'],
    ['/alarms-alarm/operation', 'route.workOrders'],
    ['/alarms-alarm/mywork', 'route.myWork'],
    ['/alarms-notices/index', 'route.notices'],
    ['/alarms-statistic/index', 'route.report'],
    ['/alarms-maintenance/logs', 'route.instructionLog'],
    ['/alarms-maintenance/send', 'route.instructionSend'],
    ['/alarms-video/split', 'route.videoSplit'],
    ['/alarms-video/user-storage', 'route.videoStorage'],
  ],
  commercial: [
    home('commercial'),
    ['/device/device', 'route.device'],
    ['/data/data', 'route.realtime'],
    ['/data/history', 'route.history'],
    ['/alarm/alarm', 'route.alarms'],
    ['/operation', 'route.workOrders'],
    ['/mywork', 'route.myWork'],
    ['/notices/notices', 'route.notices'],
    ['/statistic/statistic', 'route.report'],
    ['/maintenance/logs', 'route.instructionLog'],
    ['/maintenance/send', 'route.instructionSend'],
  ],
  user: [
    ['/user/user', 'route.personalInfo'],
    ['/usermana/usermana', 'route.users', { permission: 'system:user:list' }],
    ['/role/role', 'route.roles', { permission: 'system:role:list' }],
    ['/role/roleuser', 'route.roleUsers', { hidden: true, permission: 'system:role:edit' }],
    ['/department/department', 'route.departments', { permission: 'system:dept:list' }],
    ['/menu/menu', 'route.menus', { permission: 'system:menu:list' }],
    ['/advise/advise', 'route.announcements', { permission: 'system:notice:list' }],
    ['/member/member', 'route.memberCentre'],
    ['/account/account', 'route.accounts', { permission: 'member:account:list' }],
    ['/file/fileindex', 'route.fileColumns', { permission: 'system:file:list' }],
    ['/file/filelist', 'route.files', { permission: 'system:file:list' }],
    ['/dictionary/dictionary', 'route.dictionaries', { permission: 'system:dict:list' }],
    [
      '/dictionary/dict-data/:dictId',
      'route.dictData',
      { hidden: true, permission: 'system:dict:list', params: { dictId: /^\d+$/ } },
    ],
    ['/config/config', 'route.parameters', { permission: 'system:config:list' }],
    ['/sysinfo/sysinfo', 'route.systemConfig', { permission: 'system:config:edit' }],
    ['/storage/storage', 'route.cloudStorage', { permission: 'system:storage:list' }],
    ['/product/product', 'route.products', { permission: 'system:product:edit' }],
  ],
  gas: [
    home('gas'),
    ['/gas-device/device', 'route.device'],
    ['/gas-data/data', 'route.realtime'],
    ['/gas-data/history', 'route.history'],
    ['/gas-alarm/alarm', 'route.alarms'],
    ['/gas-alarm/operation', 'route.workOrders'],
    ['/gas-alarm/settings', 'route.myWork'],
    ['/gas-notices/notices', 'route.notices'],
    ['/gas-statistic/statistic', 'route.report'],
    ['/gas-maintenance/logs', 'route.instructionLog'],
    ['/gas-maintenance/send', 'route.instructionSend'],
  ],
  manhole: [
    home('manhole'),
    ['/manhole-device/device', 'route.device'],
    ['/manhole-data/data', 'route.realtime'],
    ['/manhole-alarm/alarm', 'route.alarms'],
    ['/operation', 'route.workOrders'],
    ['/settings', 'route.myWork'],
    ['/manhole-notices/notices', 'route.notices'],
    ['/manhole-statistic/statistic', 'route.report'],
    ['/manhole-maintenance/logs', 'route.instructionLog'],
    ['/send', 'route.instructionSend'],
  ],
  lampblack: [
    home('lampblack'),
    ['/lampblack-device/device', 'route.device'],
    ['/lampblack-data/data', 'route.realtime'],
    ['/lampblack-data/history', 'route.history'],
    ['/lampblack-notices/notices', 'route.notices'],
  ],
  house: [
    home('house'),
    ['/house-device/device', 'route.device'],
    ['/house-data/data', 'route.realtime'],
    ['/house-data/history', 'route.history'],
    ['/house-alarm/alarm', 'route.alarms'],
    ['/operation', 'route.workOrders'],
    ['/settings', 'route.myWork'],
    ['/house-notices/notices', 'route.notices'],
    ['/house-statistic/statistic', 'route.report'],
  ],
  portable: [
    home('portable'),
    ['/portable-device/index', 'route.device'],
    ['/portable-device/detector', 'route.channelSettings', HIDDEN],
    ['/portable-data/index', 'route.realtime'],
    ['/portable-data/history', 'route.history'],
    ['/portable-alarm/alarm', 'route.alarms'],
    ['/operation', 'route.workOrders'],
    ['/mywork', 'route.myWork'],
    ['/portable-notices/index', 'route.notices'],
    ['/portable-statistic/index', 'route.report'],
  ],
  flame: [
    home('flame'),
    ['/flame-device/device', 'route.device'],
    ['/flame-data/data', 'route.realtime'],
    ['/flame-alarm/alarm', 'route.alarms'],
    ['/operation', 'route.workOrders'],
    ['/mywork', 'route.myWork'],
    ['/flame-notices/notices', 'route.notices'],
    ['/flame-statistic/statistic', 'route.report'],
  ],
  controller: [
    home('controller'),
    ['/controller-device/device', 'route.device'],
    ['/controller-device/linkage', 'route.linkage', HIDDEN],
    ['/controller-log/index', 'route.instructionLog'],
  ],
  pressure: [
    home('pressure'),
    ['/pressure-device/device', 'route.device'],
    ['/pressure-data/data', 'route.realtime'],
    ['/pressure-data/history', 'route.history'],
    ['/pressure-alarm/alarm', 'route.alarms'],
    ['/pressure-alarm/operation', 'route.workOrders'],
    ['/pressure-alarm/mywork', 'route.myWork'],
    ['/pressure-notices/notices', 'route.notices'],
    ['/pressure-statistic/statistic', 'route.report'],
  ],
  hat: [
    home('hat'),
    ['/hat-device/device', 'route.device', KEPT],
    // Target of the /hat-device redirect (spec §2); the same device page, hidden from the menu.
    ['/hat/device', 'route.device', { hidden: true, keepAlive: true, grantedBy: '/hat-device/device' }],
    ['/hat-device/detector', 'route.channels', HIDDEN],
    ['/hat-data/data', 'route.realtime'],
    ['/hat-data/history', 'route.history'],
    ['/hat-alarm/alarm', 'route.alarms'],
    ['/hat-notices/index', 'route.notices'],
    ['/hat-fenceManagement/electron', 'route.fence'],
    ['/hat-groupTalk/groupTalk', 'route.groupTalk'],
    ['/hat-photoManagement/photoManagement', 'route.photos'],
    ['/hat-video/split', 'route.videoSplit'],
    ['/hat-video/playback', 'route.playback'],
  ],
  laser: [
    home('laser'),
    ['/laser-device/index', 'route.device', KEPT],
    ['/laser-device/detector', 'route.probes', HIDDEN],
    ['/laser-data/data', 'route.realtime'],
    ['/laser-data/history', 'route.history'],
    ['/laser-alarm/alarm', 'route.alarms'],
    ['/laser-alarm/operation', 'route.workOrders'],
    ['/laser-alarm/mywork', 'route.myWork'],
    ['/laser-notices/index', 'route.notices'],
  ],
  handheld: [
    home('handheld'),
    ['/handheld-device/index', 'route.device'],
    ['/handheld-device/detector', 'route.probes', HIDDEN],
    ['/handheld-data/data', 'route.realtime'],
    ['/handheld-data/history', 'route.history'],
    ['/handheld-alarm/alarm', 'route.alarms'],
    ['/handheld-alarm/operation', 'route.workOrders'],
    ['/handheld-alarm/mywork', 'route.myWork'],
    ['/handheld-notices/index', 'route.notices'],
  ],
};

/**
 * The site pages of a module that has them (the sdk's SITE_ROUTES, also vigil-mock's menus): sites and one site's
 * entrances and devices need the site list permission; the gas views, the module's data permission.
 */
export function siteSpecs(module: ModuleCode): Spec[] {
  const paths = SITE_ROUTES[module];
  if (!paths) return [];
  const sites = { permission: 'system:site:list' };
  const data = { permission: `${module}:data:list` };
  return [
    [paths.sites, 'route.sites', sites],
    [paths.detail, 'route.siteDetail', { ...sites, hidden: true }],
    [paths.gasIndex, 'route.gasIndex', data],
    [paths.gasData, 'route.gasData', data],
  ];
}
