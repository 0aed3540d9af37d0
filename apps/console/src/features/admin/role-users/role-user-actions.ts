import { roleEndpoints } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { toasts } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { useAfterSave } from '../../data/use-after-save';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import type { User } from '../users/user-queries';
import { ROLE_USERS_KEY } from './role-user-queries';

/**
 * The allocated list's actions: add users (opens the unallocated dialog), cancel one (confirmed) and cancel the
 * selection (confirmed). The signed-in user cannot be cancelled: trying says so (spec §8) and calls nothing.
 */
export function useRoleUserActions(roleId: string, selfId: string | null, openAdd: () => void) {
  const t = useT();
  const afterSave = useAfterSave(ROLE_USERS_KEY);
  const isSelf = (user: User) => String(user.userId) === selfId;
  const refuse = () => void toasts.toast({ title: t('spec.selectedSelf'), variant: 'error' });
  const permissions = adminPermissions(roleEndpoints.cancelUser);
  const confirm = { one: 'roleUser.confirmCancel', many: 'roleUser.confirmCancelSelected' } as const;

  const actions: ListAction<User>[] = [
    { id: 'addUser', placement: 'toolbar', permissions: adminPermissions(roleEndpoints.selectUsers), run: openAdd },
    {
      id: 'cancelAuthAll',
      placement: 'toolbar',
      selection: 'some',
      destructive: true,
      confirm,
      permissions: adminPermissions(roleEndpoints.cancelUsers),
      run: async (rows) => {
        if (rows.some(isSelf)) return refuse();
        await afterSave(fullClient.roles.cancelUsers({ roleId, userIds: rows.map((u) => u.userId) }), 'roleUser.cancelled');
      },
    },
    {
      id: 'cancelAuth',
      placement: 'row',
      destructive: true,
      confirm,
      available: (user) => !isSelf(user),
      permissions,
      run: async ([user]) => void (user && (await afterSave(fullClient.roles.cancelUser({ roleId, userId: user.userId }), 'roleUser.cancelled'))),
    },
    // The signed-in user's own row: the same button, refused at once.
    { id: 'cancelAuth', placement: 'row', available: isSelf, permissions, run: refuse },
  ];
  return actions;
}
