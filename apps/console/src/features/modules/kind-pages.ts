import { type ComponentType, lazy } from 'react';
import type { PageProps } from '../../app/pages';
import type { PageKind } from './page-kinds';

/** The page of each kind built so far, one lazy chunk each; a kind missing here renders the not-available page. */
export const KIND_PAGES: Partial<Record<PageKind, ComponentType<PageProps>>> = {
  deviceList: lazy(() => import('../devices/device-list-page')),
  probeList: lazy(() => import('../probes/probe-list-page')),
  moduleHome: lazy(() => import('../module-home/module-home-page')),
  realtime: lazy(() => import('../realtime/realtime-page')),
  history: lazy(() => import('../history/history-page')),
  report: lazy(() => import('../reports/report-page')),
  instructionLog: lazy(() => import('../instructions/instruction-log-page')),
  instructionSend: lazy(() => import('../instructions/instruction-send-page')),
  linkage: lazy(() => import('../gateways/linkage-page')),
  fence: lazy(() => import('../fences/fence-page')),
  groupTalk: lazy(() => import('../talk/talk-page')),
  photos: lazy(() => import('../photos/photos-page')),
  alarmList: lazy(() => import('../alarms/alarm-list-page')),
  workOrders: lazy(() => import('../work-orders/work-orders-page')),
  myWork: lazy(() => import('../work-orders/my-work-page')),
  notices: lazy(() => import('../notify/notify-page')),
  // /user/user is the same page as /userinfo/userinfo (issue #13).
  personalInfo: lazy(() => import('../../pages/user-info-page')),
  adminAnnouncements: lazy(() => import('../admin/notices/notices-page')),
  adminUsers: lazy(() => import('../admin/users/user-list-page')),
  adminRoleUsers: lazy(() => import('../admin/role-users/role-user-page')),
  adminRoles: lazy(() => import('../admin/roles/role-list-page')),
  adminDepts: lazy(() => import('../admin/depts/dept-list-page')),
  adminMenus: lazy(() => import('../admin/menus/menu-list-page')),
  adminFileColumns: lazy(() => import('../admin/files/file-columns-page')),
  adminFiles: lazy(() => import('../admin/files/files-page')),
  adminDicts: lazy(() => import('../admin/dicts/dict-type-page')),
  adminDictData: lazy(() => import('../admin/dicts/dict-data-page')),
  adminParameters: lazy(() => import('../admin/params/params-page')),
  adminSystemConfig: lazy(() => import('../admin/sysinfo/sysinfo-page')),
  adminCloudStorage: lazy(() => import('../admin/storage/storage-page')),
  adminProducts: lazy(() => import('../admin/products/products-page')),
  // /members/members (the user menu's 会员中心) is the same page, outside the modules (app/pages.ts).
  memberCentre: lazy(() => import('../member/member-centre-page')),
  adminAccounts: lazy(() => import('../member/account-list-page')),
  videoSplit: lazy(() => import('../video/video-split-page')),
  videoPlayback: lazy(() => import('../recording/playback-page')),
  videoStorage: lazy(() => import('../recording/video-storage-page')),
  sites: lazy(() => import('../sites/sites-page')),
  siteDetail: lazy(() => import('../sites/site-detail-page')),
  gasIndex: lazy(() => import('../sites/gas-index-page')),
  gasData: lazy(() => import('../sites/gas-data-page')),
};
