import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../i18n/use-t';
import { useDateTime } from '../../format/use-date-time';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { DataScopeDialog } from './data-scope-dialog';
import { useRoleActions } from './role-actions';
import { roleColumns } from './role-columns';
import { RoleDialog } from './role-dialog';
import { type Role, roleListOf } from './role-queries';
import { ROLE_SEARCH_FIELDS } from './role-search';
import { useRoleExport } from './use-role-export';
import { useRoleStatus } from './use-role-status';

/**
 * Role management (/role/role), as RuoYi's: search by name, key, status and creation days; add, edit and delete
 * (single and batch) with the menu tree; export; the status switch asks first; per row the data scope and the role's users.
 */
export default function RoleListPage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const status = useRoleStatus();
  const columns = useMemo(() => roleColumns(t, time, status.request, status.canEdit), [t, time, status.request, status.canEdit]);
  const list = useServerList<Role>(roleListOf(fullClient));
  const { actions, dialog, close } = useRoleActions();
  const exporter = useRoleExport(list.state.filters);
  return (
    <AdminPage route={route} kind="adminRoles">
      <ListView
        list={list}
        fields={ROLE_SEARCH_FIELDS}
        columns={columns}
        actions={[...actions, exporter.action]}
        getRowId={(r) => String(r.roleId)}
        rowName={(r) => r.roleName}
        caption={t('role.table')}
      />
      {dialog?.kind === 'form' && <RoleDialog key={dialog.key} role={dialog.role} onClose={close} />}
      {dialog?.kind === 'dataScope' && <DataScopeDialog key={dialog.key} role={dialog.role} onClose={close} />}
      {status.element}
      {exporter.progress}
    </AdminPage>
  );
}
