import { roleEndpoints } from '@vigil/sdk';
import { ConfirmDialog } from '@vigil/ui';
import { useCallback, useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { useAfterSave } from '../../data/use-after-save';
import { adminPermissions } from '../../list/call-permissions';
import { usePermission } from '../../permissions/use-permission';
import { ROLES_KEY, type Role } from './role-queries';

/** The permission of a role's status switch (roles.changeStatus, not bound to a module). */
export const ROLE_STATUS_PERMISSIONS = adminPermissions(roleEndpoints.changeStatus);

/**
 * The role status switch's question (RuoYi: 确认要"启用""管理员"角色吗？): the change is sent only when confirmed;
 * on cancel nothing is sent, so the switch keeps showing the stored status.
 */
export function useRoleStatus() {
  const t = useT();
  const afterSave = useAfterSave(ROLES_KEY);
  const canEdit = usePermission(ROLE_STATUS_PERMISSIONS);
  const [pending, setPending] = useState<{ role: Role; enable: boolean } | null>(null);
  const word = pending?.enable ? t('role.enable') : t('role.disable');
  const element = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
      title={t('list.confirmTitle')}
      description={pending ? t('role.confirmStatus', { action: word, name: pending.role.roleName }) : undefined}
      onConfirm={() => {
        if (!pending) return;
        const status = pending.enable ? '0' : '1';
        void afterSave(fullClient.roles.changeStatus({ roleId: pending.role.roleId, status }), pending.enable ? 'role.enabled' : 'role.disabledDone');
        setPending(null);
      }}
      onCancel={() => setPending(null)}
      confirmLabel={t('list.confirm')}
      cancelLabel={t('list.cancel')}
      closeLabel={t('list.close')}
    />
  );
  const request = useCallback((role: Role, enable: boolean) => setPending({ role, enable }), []);
  return { canEdit, request, element };
}
