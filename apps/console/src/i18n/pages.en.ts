import { validationEn } from '@vigil/sdk/validation';
import { adminEn } from './pages/admin.en';
import { adminDictsEn } from './pages/admin-dicts.en';
import { adminFilesEn } from './pages/admin-files.en';
import { adminNoticesEn } from './pages/admin-notices.en';
import { adminRolesEn } from './pages/admin-roles.en';
import { adminSystemEn } from './pages/admin-system.en';
import { adminUsersEn } from './pages/admin-users.en';
import { alarmListEn } from './pages/alarm-list.en';
import { alarmsEn } from './pages/alarms.en';
import { devicesEn } from './pages/devices.en';
import { exportEn } from './pages/export.en';
import { historyEn } from './pages/history.en';
import { inboxEn } from './pages/inbox.en';
import { instructionsEn } from './pages/instructions.en';
import { sitesEn } from './pages/sites.en';
import { kindsEn } from './pages/kinds.en';
import { memberEn } from './pages/member.en';
import { screenEn } from './pages/screen.en';
import { gatewayEn } from './pages/gateway.en';
import { talkEn } from './pages/talk.en';
import { recordingEn } from './pages/recording.en';
import { videoEn } from './pages/video.en';
import { fenceEn } from './pages/fence.en';
import { listEn } from './pages/list.en';
import { notifyEn } from './pages/notify.en';
import { overviewEn } from './pages/overview.en';
import { permissionsEn } from './pages/permissions.en';
import { popupEn } from './pages/popup.en';
import { probesEn } from './pages/probes.en';
import { realtimeEn } from './pages/realtime.en';
import { reportsEn } from './pages/reports.en';
import { shellEn } from './pages/shell.en';
import { treeEn } from './pages/tree.en';
import { workOrdersEn } from './pages/work-orders.en';
import type { PagesMessageKey } from './pages.zh-CN';
import { signedInTexts } from './validation-areas';

/** English texts of the signed-in pages, typed against the zh-CN area keys. */
export const pagesEn: Record<PagesMessageKey, string> = {
  ...shellEn,
  ...kindsEn,
  ...sitesEn,
  ...listEn,
  ...devicesEn,
  ...probesEn,
  ...overviewEn,
  ...realtimeEn,
  ...historyEn,
  ...reportsEn,
  ...instructionsEn,
  ...exportEn,
  ...alarmsEn,
  ...alarmListEn,
  ...popupEn,
  ...adminEn,
  ...adminUsersEn,
  ...adminRolesEn,
  ...permissionsEn,
  ...adminDictsEn,
  ...adminNoticesEn,
  ...adminSystemEn,
  ...adminFilesEn,
  ...memberEn,
  ...screenEn,
  ...gatewayEn,
  ...talkEn,
  ...recordingEn,
  ...videoEn,
  ...fenceEn,
  ...treeEn,
  ...workOrdersEn,
  ...inboxEn,
  ...notifyEn,
  ...signedInTexts(validationEn),
};
