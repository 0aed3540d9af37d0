import { isAdminRoleKey, roleEndpoints } from '@vigil/sdk';
import { useLocation } from 'wouter';
import { fullClient } from '../../../app/full-client';
import { useAfterSave } from '../../data/use-after-save';
import { useEditing } from '../../forms/use-editing';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import { ROLES_KEY, type Role } from './role-queries';

const ids = (rows: readonly Role[]): string => rows.map((r) => String(r.roleId)).join(',');
const notAdmin = (role: Role): boolean => !isAdminRoleKey(role.roleKey);

/** What a role row action opens: the add/edit dialog (role null to add) or the data scope dialog. */
type RoleDialog = { kind: 'form'; role: Role | null } | { kind: 'dataScope'; role: Role };
export type RoleDialogState = RoleDialog & { key: number };

/**
 * The role list's actions, as RuoYi's: add, edit, delete (single and batch) in the toolbar; per row edit, delete,
 * 数据权限 (data scope) and 分配用户 (the role's users, /role/roleuser). Each guarded by its call's permission; the
 * admin role's row offers none of them (RuoYi-Vue3; the server refuses them: 不允许操作超级管理员角色).
 */
export function useRoleActions() {
  const afterSave = useAfterSave(ROLES_KEY);
  const [, navigate] = useLocation();
  const { editing: dialog, open, close } = useEditing<RoleDialog>();
  const edit = (role: Role | undefined) => role && open({ kind: 'form', role });
  const remove = async (rows: readonly Role[]) => void (await afterSave(fullClient.roles.remove({ id: ids(rows) }), 'list.deleted'));

  const actions: ListAction<Role>[] = [
    { id: 'add', placement: 'toolbar', permissions: adminPermissions(roleEndpoints.create), run: () => open({ kind: 'form', role: null }) },
    { id: 'edit', placement: 'toolbar', selection: 'one', permissions: adminPermissions(roleEndpoints.update), run: ([row]) => edit(row) },
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: adminPermissions(roleEndpoints.remove), run: remove },
    { id: 'edit', placement: 'row', available: notAdmin, permissions: adminPermissions(roleEndpoints.update), run: ([row]) => edit(row) },
    { id: 'delete', placement: 'row', destructive: true, available: notAdmin, permissions: adminPermissions(roleEndpoints.remove), run: remove },
    {
      id: 'dataScope',
      placement: 'row',
      available: notAdmin,
      permissions: adminPermissions(roleEndpoints.dataScope),
      run: ([row]) => row && open({ kind: 'dataScope', role: row }),
    },
    {
      id: 'assignUsers',
      placement: 'row',
      available: notAdmin,
      permissions: adminPermissions(roleEndpoints.allocatedUsers),
      run: ([row]) => row && navigate(`/role/roleuser?roleId=${encodeURIComponent(String(row.roleId))}`),
    },
  ];
  return { actions, dialog, close };
}
