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
} as const satisfies Record<string, PageKind>;
