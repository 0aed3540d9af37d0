import { validationZhCN } from '@vigil/sdk/validation';
import { adminZhCN } from './pages/admin.zh-CN';
import { adminDictsZhCN } from './pages/admin-dicts.zh-CN';
import { adminFilesZhCN } from './pages/admin-files.zh-CN';
import { adminNoticesZhCN } from './pages/admin-notices.zh-CN';
import { adminRolesZhCN } from './pages/admin-roles.zh-CN';
import { adminSystemZhCN } from './pages/admin-system.zh-CN';
import { adminUsersZhCN } from './pages/admin-users.zh-CN';
import { alarmListZhCN } from './pages/alarm-list.zh-CN';
import { alarmsZhCN } from './pages/alarms.zh-CN';
import { devicesZhCN } from './pages/devices.zh-CN';
import { exportZhCN } from './pages/export.zh-CN';
import { historyZhCN } from './pages/history.zh-CN';
import { inboxZhCN } from './pages/inbox.zh-CN';
import { instructionsZhCN } from './pages/instructions.zh-CN';
import { sitesZhCN } from './pages/sites.zh-CN';
import { kindsZhCN } from './pages/kinds.zh-CN';
import { memberZhCN } from './pages/member.zh-CN';
import { screenZhCN } from './pages/screen.zh-CN';
import { gatewayZhCN } from './pages/gateway.zh-CN';
import { talkZhCN } from './pages/talk.zh-CN';
import { recordingZhCN } from './pages/recording.zh-CN';
import { videoZhCN } from './pages/video.zh-CN';
import { fenceZhCN } from './pages/fence.zh-CN';
import { listZhCN } from './pages/list.zh-CN';
import { notifyZhCN } from './pages/notify.zh-CN';
import { overviewZhCN } from './pages/overview.zh-CN';
import { permissionsZhCN } from './pages/permissions.zh-CN';
import { popupZhCN } from './pages/popup.zh-CN';
import { probesZhCN } from './pages/probes.zh-CN';
import { realtimeZhCN } from './pages/realtime.zh-CN';
import { reportsZhCN } from './pages/reports.zh-CN';
import { shellZhCN } from './pages/shell.zh-CN';
import { treeZhCN } from './pages/tree.zh-CN';
import { workOrdersZhCN } from './pages/work-orders.zh-CN';
import { signedInTexts } from './validation-areas';
/**
 * Texts of the signed-in pages (zh-CN), loaded with the layout so /login never carries them. Each feature keeps
 * its texts in its own pair of files under `pages/` (`<feature>.zh-CN.ts`, `<feature>.en.ts`); the English
 * catalog (`pages.en.ts`) is typed against these keys; the parity test checks both.
 */
export const pagesZhCN = {
  ...shellZhCN,
  ...kindsZhCN,
  ...sitesZhCN,
  ...listZhCN,
  ...devicesZhCN,
  ...probesZhCN,
  ...overviewZhCN,
  ...realtimeZhCN,
  ...historyZhCN,
  ...reportsZhCN,
  ...instructionsZhCN,
  ...exportZhCN,
  ...alarmsZhCN,
  ...alarmListZhCN,
  ...popupZhCN,
  ...adminZhCN,
  ...adminUsersZhCN,
  ...adminRolesZhCN,
  ...permissionsZhCN,
  ...adminDictsZhCN,
  ...adminNoticesZhCN,
  ...adminSystemZhCN,
  ...adminFilesZhCN,
  ...memberZhCN,
  ...screenZhCN,
  ...gatewayZhCN,
  ...talkZhCN,
  ...recordingZhCN,
  ...videoZhCN,
  ...fenceZhCN,
  ...treeZhCN,
  ...workOrdersZhCN,
  ...inboxZhCN,
  ...notifyZhCN,
  ...signedInTexts(validationZhCN),
} as const satisfies Record<string, string>;

export type PagesMessageKey = keyof typeof pagesZhCN;
