import { MODULES as SDK_MODULES, SITE_ROUTES, type ModuleCode } from '@vigil/sdk';
import { both } from '../i18n/locale';
import type { Localized } from '../i18n/messages';

/**
 * Routes of each module of spec §2, one line per module: `code|path title;path title…`.
 * A path prefixed with `~` is hidden. Modules (code, titles, order) are the sdk's MODULES;
 * menus and getRouters are generated from both.
 */
const ROUTE_TABLE = `
alarms|/alarms/alarms 首页;/alarms-device/index 设备管理;~/alarms-device/detector 探头列表;/alarms-data/data 实时数据;/alarms-data/history 历史数据;/alarms-alarm/alarm 报警信息;/alarms-alarm/operation 工单列表;/alarms-alarm/mywork 我的工单;/alarms-notices/index 通知设置;/alarms-statistic/index 数据报表;/alarms-maintenance/logs 指令日志;/alarms-maintenance/send 指令下发;/alarms-video/split 视频管理;/alarms-video/user-storage 视频存储
commercial|/commercial/commercial 首页;/device/device 设备管理;/data/data 实时数据;/data/history 历史数据;/alarm/alarm 报警信息;/operation 工单列表;/mywork 我的工单;/notices/notices 通知设置;/statistic/statistic 数据报表;/maintenance/logs 指令日志;/maintenance/send 指令下发
user|/user/user 个人信息;/usermana/usermana 用户管理;/role/role 权限管理;~/role/roleuser 分配用户;/department/department 部门管理;/menu/menu 菜单管理;/advise/advise 公告管理;/member/member 会员中心;/account/account 账户管理;/file/fileindex 文件栏目;/file/filelist 文件列表;/dictionary/dictionary 字典管理;~/dictionary/dict-data/:dictId(\\d+) 字典数据;/config/config 参数设置;/sysinfo/sysinfo 系统配置;/storage/storage 云存储;/product/product 产品管理
gas|/gas/gas 首页;/gas-device/device 设备管理;/gas-data/data 实时数据;/gas-data/history 历史数据;/gas-alarm/alarm 报警信息;/gas-alarm/operation 工单列表;/gas-alarm/settings 我的工单;/gas-notices/notices 通知设置;/gas-statistic/statistic 数据报表;/gas-maintenance/logs 指令日志;/gas-maintenance/send 指令下发
manhole|/manhole/manhole 首页;/manhole-device/device 设备管理;/manhole-data/data 实时数据;/manhole-alarm/alarm 报警信息;/operation 工单列表;/settings 我的工单;/manhole-notices/notices 通知设置;/manhole-statistic/statistic 数据报表;/manhole-maintenance/logs 指令日志;/send 指令下发
lampblack|/lampblack/lampblack 首页;/lampblack-device/device 设备管理;/lampblack-data/data 实时数据;/lampblack-data/history 历史数据;/lampblack-notices/notices 通知设置
house|/house/house 首页;/house-device/device 设备管理;/house-data/data 实时数据;/house-data/history 历史数据;/house-alarm/alarm 报警信息;/operation 工单列表;/settings 我的工单;/house-notices/notices 通知设置;/house-statistic/statistic 数据报表
portable|/portable/portable 首页;/portable-device/index 设备管理;~/portable-device/detector 通道设置;/portable-data/index 实时数据;/portable-data/history 历史数据;/portable-alarm/alarm 报警信息;/operation 工单列表;/mywork 我的工单;/portable-notices/index 通知设置;/portable-statistic/index 数据报表
flame|/flame/flame 首页;/flame-device/device 设备管理;/flame-data/data 实时数据;/flame-alarm/alarm 报警信息;/operation 工单列表;/mywork 我的工单;/flame-notices/notices 通知设置;/flame-statistic/statistic 数据报表
controller|/controller/controller 首页;/controller-device/device 设备管理;~/controller-device/linkage 联动控制;/controller-log/index 指令日志
pressure|/pressure/pressure 首页;/pressure-device/device 设备管理;/pressure-data/data 实时数据;/pressure-data/history 历史数据;/pressure-alarm/alarm 报警信息;/pressure-alarm/operation 工单列表;/pressure-alarm/mywork 我的工单;/pressure-notices/notices 通知设置;/pressure-statistic/statistic 数据报表
hat|/hat/hat 首页;/hat-device/device 设备管理;~/hat-device/detector 通道列表;/hat-data/data 实时数据;/hat-data/history 历史数据;/hat-alarm/alarm 报警信息;/hat-notices/index 通知设置;/hat-fenceManagement/electron 电子围栏;/hat-groupTalk/groupTalk 群组对讲;/hat-photoManagement/photoManagement 照片管理;/hat-video/split 视频管理;/hat-video/playback 录像回放
laser|/laser/laser 首页;/laser-device/index 设备管理;~/laser-device/detector 探头列表;/laser-data/data 实时数据;/laser-data/history 历史数据;/laser-alarm/alarm 报警信息;/laser-alarm/operation 工单列表;/laser-alarm/mywork 我的工单;/laser-notices/index 通知设置
handheld|/handheld/handheld 首页;/handheld-device/index 设备管理;~/handheld-device/detector 探头列表;/handheld-data/data 实时数据;/handheld-data/history 历史数据;/handheld-alarm/alarm 报警信息;/handheld-alarm/operation 工单列表;/handheld-alarm/mywork 我的工单;/handheld-notices/index 通知设置
`;

/** The English of every route title of the table (the console's words); a title missing here fails at load. */
const ENGLISH_TITLES: Readonly<Record<string, string>> = {
  首页: 'Home',
  设备管理: 'Device management',
  探头列表: 'Probe list',
  实时数据: 'Real-time data',
  历史数据: 'History data',
  报警信息: 'Alarm information',
  工单列表: 'Work order list',
  我的工单: 'My work orders',
  通知设置: 'Notification settings',
  数据报表: 'Data report',
  指令日志: 'Instruction log',
  指令下发: 'Instruction issuance',
  视频管理: 'Video management',
  视频存储: 'Video storage',
  个人信息: 'Personal info',
  用户管理: 'Users',
  权限管理: 'Permissions',
  分配用户: 'Authorized users',
  部门管理: 'Departments',
  菜单管理: 'Menus',
  公告管理: 'Announcements',
  会员中心: 'Member centre',
  账户管理: 'Accounts',
  文件栏目: 'File columns',
  文件列表: 'Files',
  字典管理: 'Dictionaries',
  字典数据: 'Dictionary data',
  参数设置: 'Parameters',
  系统配置: 'System config',
  云存储: 'Cloud storage',
  产品管理: 'Products',
  通道设置: 'Channel settings',
  联动控制: 'Linkage control',
  通道列表: 'Channel list',
  电子围栏: 'Electronic fence',
  群组对讲: 'Group talk',
  照片管理: 'Photo management',
  录像回放: 'Recording playback',
  场所管理: 'Sites',
  场所详情: 'Site details',
  燃气指数: 'Gas index',
  燃气数据: 'Gas data',
};

function titled(zh: string): Localized {
  const en = ENGLISH_TITLES[zh];
  if (en === undefined) throw new Error(`vigil-mock: route title ${zh} has no English title`);
  return both(zh, en);
}

export interface ModuleRoute {
  path: string;
  title: Localized;
  hidden: boolean;
}

export interface ModuleSpec {
  code: string;
  title: Localized;
  icon: string;
  routes: ModuleRoute[];
}

const ROUTES = new Map(
  ROUTE_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [code = '', routes = ''] = line.split('|');
      const parsed = routes.split(';').map((entry): ModuleRoute => {
        const [rawPath = '', routeTitle = ''] = entry.split(' ');
        return { path: rawPath.replace(/^~/, ''), title: titled(routeTitle), hidden: rawPath.startsWith('~') };
      });
      return [code, parsed] as const;
    }),
);

/** The site pages of a module that has them (the sdk's SITE_ROUTES), after its spec §2 routes. */
function siteRoutes(code: ModuleCode): ModuleRoute[] {
  const paths = SITE_ROUTES[code];
  if (!paths) return [];
  return [
    { path: paths.sites, title: titled('场所管理'), hidden: false },
    { path: paths.detail, title: titled('场所详情'), hidden: true },
    { path: paths.gasIndex, title: titled('燃气指数'), hidden: false },
    { path: paths.gasData, title: titled('燃气数据'), hidden: false },
  ];
}

export const MODULES: readonly ModuleSpec[] = SDK_MODULES.map((module) => ({
  code: module.code,
  title: both(module.name.zh, module.name.en),
  icon: module.code,
  routes: [...(ROUTES.get(module.code) ?? []), ...siteRoutes(module.code)],
}));
