import { useQuery } from '@tanstack/react-query';
import { roleEndpoints } from '@vigil/sdk';
import { Button } from '@vigil/ui';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { session } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { unwrap } from '../../data/unwrap';
import { useDateTime } from '../../format/use-date-time';
import { ListView } from '../../list/list-view';
import { useOwnSearch } from '../../list/use-own-search';
import { useServerList } from '../../list/use-server-list';
import { useCanCall } from '../../permissions/use-permission';
import { AdminPage } from '../admin-page';
import type { User } from '../users/user-queries';
import { useRoleUserActions } from './role-user-actions';
import { roleUserColumns } from './role-user-columns';
import { fetchRoleUserPage, ROLE_USER_SEARCH_FIELDS, ROLE_USERS_KEY } from './role-user-queries';
import { UnallocatedDialog } from './unallocated-dialog';

/**
 * The hidden /role/roleuser?roleId=… page (RuoYi's 分配用户, opened from the roles page): the users given the role,
 * searched and paged; add users from the unallocated list, cancel one or the selection. The signed-in user cannot be
 * chosen or cancelled (spec §8).
 */
export default function RoleUserPage({ route }: PageProps) {
  const t = useT();
  const roleId = new URLSearchParams(useOwnSearch().search).get('roleId') ?? '';
  return (
    <AdminPage route={route} kind="adminRoleUsers">
      {roleId === '' ? <p role="alert">{t('roleUser.noRole')}</p> : <RoleUsers roleId={roleId} />}
    </AdminPage>
  );
}

function RoleUsers({ roleId }: { roleId: string }) {
  const t = useT();
  const time = useDateTime();
  const [, navigate] = useLocation();
  const selfId = useSnapshot(session.state).user?.userId ?? null;
  const [adding, setAdding] = useState(false);
  const role = useQuery({ enabled: useCanCall(roleEndpoints.get), queryKey: ['roles.get', roleId], queryFn: async () => (await unwrap(fullClient.roles.get({ id: roleId }))).data });
  const list = useServerList<User>({
    queryKey: [...ROLE_USERS_KEY, roleId, 'allocated'],
    fields: ROLE_USER_SEARCH_FIELDS,
    fetchPage: (query) => fetchRoleUserPage(fullClient, roleId, true, query),
  });
  const actions = useRoleUserActions(roleId, selfId, () => setAdding(true));
  const columns = useMemo(() => roleUserColumns(time), [time]);
  return (
    <>
      <div className="flex items-center gap-3">
        {role.data && <p className="text-sm text-muted-foreground">{t('roleUser.roleOf', { name: role.data.roleName })}</p>}
        <Button size="sm" variant="outline" className="ml-auto" onClick={() => navigate('/role/role')}>
          {t('roleUser.back')}
        </Button>
      </div>
      <ListView
        list={list}
        fields={ROLE_USER_SEARCH_FIELDS}
        columns={columns}
        actions={actions}
        getRowId={(u) => String(u.userId)}
        rowName={(u) => u.userName}
        caption={t('roleUser.table')}
      />
      {adding && <UnallocatedDialog roleId={roleId} selfId={selfId} onClose={() => setAdding(false)} />}
    </>
  );
}
