import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { session } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { useDateTime } from '../../format/use-date-time';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { DeptTreePanel } from './dept-tree-panel';
import { useResetPassword } from './use-reset-password';
import { useUserExport } from './use-user-export';
import { useUserStatus } from './use-user-status';
import { useUserActions } from './user-actions';
import { userColumns } from './user-columns';
import { type User, userListOf } from './user-queries';
import { USER_SEARCH_FIELDS } from './user-search';

/**
 * User management (/usermana/usermana), RuoYi's user page: a department tree filtering the list; search by account,
 * phone, status and creation date; add, edit, delete, export, enable/disable (switch, confirmed) and reset password. The
 * signed-in user is offered neither a switch nor delete for its own row.
 */
export default function UserListPage({ route }: PageProps) {
  return (
    <AdminPage route={route} kind="adminUsers">
      <Users />
    </AdminPage>
  );
}

function Users() {
  const t = useT();
  const time = useDateTime();
  const selfId = useSnapshot(session.state).user?.userId ?? null;
  const [deptId, setDeptId] = useState<string | null>(null);
  const list = useServerList<User>(userListOf(fullClient, deptId));
  const reset = useResetPassword();
  const status = useUserStatus(selfId);
  const { actions, dialog } = useUserActions(deptId, selfId, reset.open);
  const exporter = useUserExport(list.state.filters, deptId);
  const columns = useMemo(() => userColumns(t, time, status.cell, selfId), [t, time, status.cell, selfId]);
  const pickDept = (id: string | null) => {
    setDeptId(id);
    if (list.state.pageNum !== 1) list.setPage(1);
  };
  return (
    <div className="grid gap-4 md:grid-cols-[14rem_minmax(0,1fr)]">
      <DeptTreePanel selected={deptId} onSelect={pickDept} />
      <div className="min-w-0">
        <ListView
          list={list}
          fields={USER_SEARCH_FIELDS}
          columns={columns}
          actions={[...actions, exporter.action]}
          getRowId={(u) => String(u.userId)}
          rowName={(u) => u.userName}
          caption={t('adminUser.table')}
        />
      </div>
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {reset.element}
      {status.element}
      {exporter.progress}
    </div>
  );
}
