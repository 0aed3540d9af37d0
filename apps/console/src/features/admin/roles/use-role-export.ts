import { roleEndpoints } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { useExportAction } from '../../export/use-export-action';
import { adminPermissions } from '../../list/call-permissions';
import { type Role, statusFilter } from './role-queries';

/** 导出 Export of the roles the search matches (roles.export, with progress and cancel), as RuoYi's role page. */
export function useRoleExport(filters: Readonly<Record<string, string>>) {
  const t = useT();
  const { status, ...text } = filters;
  return useExportAction<Role>({
    permissions: adminPermissions(roleEndpoints.export),
    download: (options) => fullClient.roles.export({ ...text, ...statusFilter(status) }, options),
    fallbackName: `${t('role.exportName')}.csv`,
  });
}
