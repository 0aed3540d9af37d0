import { userEndpoints } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { useExportAction } from '../../export/use-export-action';
import { adminPermissions } from '../../list/call-permissions';
import { type User, userFilters } from './user-queries';

/** 导出 Export of the users (users.export, RuoYi's /system/user/export), filtered as the list is: search form and department. */
export function useUserExport(filters: Readonly<Record<string, string>>, deptId: string | null) {
  const t = useT();
  return useExportAction<User>({
    permissions: adminPermissions(userEndpoints.export),
    download: (options) => fullClient.users.export(userFilters(filters, deptId), options),
    fallbackName: `${t('adminUser.exportName')}.csv`,
  });
}
