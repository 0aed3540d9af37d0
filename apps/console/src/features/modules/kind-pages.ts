import { lazyPages, type PageModule } from '../../app/pages';
import type { PageKind } from './page-kinds';

/**
 * The page of each kind built so far, one lazy chunk each; a kind missing here renders the not-available page.
 * Start-up asks for a page's chunk before the first render (KIND_PAGES[kind].preload).
 */
const KIND_LOADERS: Partial<Record<PageKind, () => PageModule>> = {
  deviceList: () => import('../devices/device-list-page'),
  probeList: () => import('../probes/probe-list-page'),
  moduleHome: () => import('../module-home/module-home-page'),
  realtime: () => import('../realtime/realtime-page'),
  history: () => import('../history/history-page'),
  report: () => import('../reports/report-page'),
  instructionLog: () => import('../instructions/instruction-log-page'),
  instructionSend: () => import('../instructions/instruction-send-page'),
  linkage: () => import('../gateways/linkage-page'),
  fence: () => import('../fences/fence-page'),
  groupTalk: () => import('../talk/talk-page'),
  photos: () => import('../photos/photos-page'),
  alarmList: () => import('../alarms/alarm-list-page'),
  workOrders: () => import('../work-orders/work-orders-page'),
  myWork: () => import('../work-orders/my-work-page'),
  notices: () => import('../notify/notify-page'),
  // /user/user is the same page as /userinfo/userinfo (issue #13).
  personalInfo: () => import('../../pages/user-info-page'),
  adminAnnouncements: () => import('../admin/notices/notices-page'),
  adminUsers: () => import('../admin/users/user-list-page'),
  adminRoleUsers: () => import('../admin/role-users/role-user-page'),
  adminRoles: () => import('../admin/roles/role-list-page'),
  adminDepts: () => import('../admin/depts/dept-list-page'),
  adminMenus: () => import('../admin/menus/menu-list-page'),
  adminFileColumns: () => import('../admin/files/file-columns-page'),
  adminFiles: () => import('../admin/files/files-page'),
  adminDicts: () => import('../admin/dicts/dict-type-page'),
  adminDictData: () => import('../admin/dicts/dict-data-page'),
  adminParameters: () => import('../admin/params/params-page'),
  adminSystemConfig: () => import('../admin/sysinfo/sysinfo-page'),
  adminCloudStorage: () => import('../admin/storage/storage-page'),
  adminProducts: () => import('../admin/products/products-page'),
  // /members/members (the user menu's 会员中心) is the same page, outside the modules (app/pages.ts).
  memberCentre: () => import('../member/member-centre-page'),
  adminAccounts: () => import('../member/account-list-page'),
  videoSplit: () => import('../video/video-split-page'),
  videoPlayback: () => import('../recording/playback-page'),
  videoStorage: () => import('../recording/video-storage-page'),
  sites: () => import('../sites/sites-page'),
  siteDetail: () => import('../sites/site-detail-page'),
  gasIndex: () => import('../sites/gas-index-page'),
  gasData: () => import('../sites/gas-data-page'),
};

export const KIND_PAGES = lazyPages(KIND_LOADERS);
