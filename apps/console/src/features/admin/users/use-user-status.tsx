import { isSuperAdminUser, userEndpoints } from '@vigil/sdk';
import { ConfirmDialog, Switch } from '@vigil/ui';
import { useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { useAfterSave } from '../../data/use-after-save';
import { DictTag } from '../../dicts';
import { adminPermissions } from '../../list/call-permissions';
import { usePermission } from '../../permissions/use-permission';
import { USERS_KEY } from './user-actions';
import type { User } from './user-queries';

/**
 * The users list's status column: a switch that asks RuoYi's question (确认要"停用""x"用户吗？) before changing the
 * status, and stays as it was on cancel. The signed-in user's own row, the super administrator's row, and a user
 * without the edit permission, see
 * the status as its dictionary tag instead.
 */
export function useUserStatus(selfId: string | null) {
  const t = useT();
  const afterSave = useAfterSave(USERS_KEY);
  const mayChange = usePermission(adminPermissions(userEndpoints.changeStatus));
  const [pending, setPending] = useState<{ user: User; status: '0' | '1' } | null>(null);

  const cell = (user: User) => {
    const enabled = user.status !== '1';
    if (!mayChange || String(user.userId) === selfId || isSuperAdminUser(user)) {
      return <DictTag dict="sys_normal_disable" value={user.status ?? '0'} />;
    }
    return (
      <Switch
        checked={enabled}
        data-testid="user-status"
        aria-label={t('adminUser.statusOf', { name: user.userName })}
        onCheckedChange={(on) => setPending({ user, status: on ? '0' : '1' })}
      />
    );
  };

  const confirm = async () => {
    if (!pending) return;
    setPending(null);
    await afterSave(fullClient.users.changeStatus({ userId: pending.user.userId, status: pending.status }), pending.status === '0' ? 'adminUser.enabled' : 'adminUser.disabledDone');
  };
  const action = t(pending?.status === '0' ? 'adminUser.enable' : 'adminUser.disable');
  const element = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
      title={t('list.confirmTitle')}
      description={t('adminUser.confirmStatus', { action, name: pending?.user.userName ?? '' })}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
      confirmLabel={t('list.confirm')}
      cancelLabel={t('list.cancel')}
      closeLabel={t('list.close')}
    />
  );
  return { cell, element };
}
