/**
 * The page kinds the 138 module routes map onto. A route's kind decides which page renders it; a kind without a
 * page yet renders the not-available page. Each kind has a label in both catalogs (`kind.<name>`).
 */
export const PAGE_KINDS = [
  'moduleHome', 'deviceList', 'probeList', 'realtime', 'history', 'alarmList', 'workOrders', 'myWork', 'notices',
  'report', 'instructionLog', 'instructionSend', 'videoSplit', 'videoStorage', 'videoPlayback', 'linkage', 'fence',
  'groupTalk', 'photos', 'personalInfo', 'adminUsers', 'adminRoles', 'adminRoleUsers', 'adminDepts', 'adminMenus',
  'adminAnnouncements', 'memberCentre', 'adminAccounts', 'adminFileColumns', 'adminFiles', 'adminDicts',
  'adminDictData', 'adminParameters', 'adminSystemConfig', 'adminCloudStorage', 'adminProducts',
  'sites', 'siteDetail', 'gasIndex', 'gasData',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * A module route's kind by its title: every module shares these titles (a module's home is titled `module.<code>`).
 * Typed complete over the route titles a module row may use, so a new title without a kind does not compile.
 */
export const KIND_BY_TITLE = {
  'route.device': 'deviceList',
  'route.probes': 'probeList',
  'route.channelSettings': 'probeList',
  'route.channels': 'probeList',
  'route.realtime': 'realtime',
  'route.history': 'history',
  'route.alarms': 'alarmList',
  'route.workOrders': 'workOrders',
  'route.myWork': 'myWork',
  'route.notices': 'notices',
  'route.report': 'report',
  'route.instructionLog': 'instructionLog',
  'route.instructionSend': 'instructionSend',
  'route.videoSplit': 'videoSplit',
  'route.videoStorage': 'videoStorage',
  'route.playback': 'videoPlayback',
  'route.linkage': 'linkage',
  'route.fence': 'fence',
  'route.groupTalk': 'groupTalk',
  'route.photos': 'photos',
  'route.personalInfo': 'personalInfo',
  'route.users': 'adminUsers',
  'route.roles': 'adminRoles',
  'route.roleUsers': 'adminRoleUsers',
  'route.departments': 'adminDepts',
  'route.menus': 'adminMenus',
  'route.announcements': 'adminAnnouncements',
  'route.memberCentre': 'memberCentre',
  'route.accounts': 'adminAccounts',
  'route.fileColumns': 'adminFileColumns',
  'route.files': 'adminFiles',
  'route.dictionaries': 'adminDicts',
  'route.dictData': 'adminDictData',
  'route.parameters': 'adminParameters',
  'route.systemConfig': 'adminSystemConfig',
  'route.cloudStorage': 'adminCloudStorage',
  'route.products': 'adminProducts',
  'route.sites': 'sites',
  'route.siteDetail': 'siteDetail',
  'route.gasIndex': 'gasIndex',
  'route.gasData': 'gasData',
} as const satisfies Record<string, PageKind>;

/**
 * The issue that builds each kind's page: 11 device monitoring, 12 the alarm lifecycle, 13 administration,
 * 14 member centre and payments, 15 helmets, video and gateways, 23 sites and entrances. Until then a kind renders
 * "not available yet".
 */
export const KIND_ISSUE = {
  moduleHome: 11, deviceList: 11, probeList: 11, realtime: 11, history: 11, report: 11, instructionLog: 11, instructionSend: 11,
  alarmList: 12, workOrders: 12, myWork: 12, notices: 12,
  personalInfo: 13, adminUsers: 13, adminRoles: 13, adminRoleUsers: 13, adminDepts: 13, adminMenus: 13, adminAnnouncements: 13,
  adminFileColumns: 13, adminFiles: 13, adminDicts: 13, adminDictData: 13, adminParameters: 13, adminSystemConfig: 13,
  adminCloudStorage: 13, adminProducts: 13,
  memberCentre: 14, adminAccounts: 14,
  videoSplit: 15, videoStorage: 15, videoPlayback: 15, linkage: 15, fence: 15, groupTalk: 15, photos: 15,
  sites: 23, siteDetail: 23, gasIndex: 23, gasData: 23,
} as const satisfies Record<PageKind, 11 | 12 | 13 | 14 | 15 | 23>;
