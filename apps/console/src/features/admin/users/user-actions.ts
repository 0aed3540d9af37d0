import { isAdminRoleKey, isSuperAdminUser, type UserBody, userEndpoints, userFormSchema } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { toasts } from '../../../app/services';
import { useTranslator } from '../../../i18n/use-t';
import { unwrap } from '../../data/unwrap';
import { useAfterSave } from '../../data/use-after-save';
import type { FormDialogProps } from '../../forms/form-dialog';
import { useEditing } from '../../forms/use-editing';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import { fromTreeSelect } from '../../tree';
import { useDeptTree, useRoleChoices } from './user-choices';
import { newUserValues, type UserFormValues, userCreateFields, userEditFields, userValues } from './user-form';
import { type User, USERS_KEY } from './user-queries';

export { USERS_KEY };

const ids = (rows: readonly User[]): string => rows.map((u) => String(u.userId)).join(',');

/**
 * The users page's writes as list actions guarded by their permissions: add, edit (prefilled from users.get), delete
 * (single and batch) and reset password. The signed-in user (`selfId`) is offered no delete, and a batch naming it is
 * refused before any call. As RuoYi-Vue3: the super administrator's row offers no edit, delete or reset to anyone
 * else, its role is offered only on its own form, and one's own roles and status are read-only.
 */
export function useUserActions(deptId: string | null, selfId: string | null, onResetPassword: (user: User) => void) {
  const { t, language } = useTranslator();
  const afterSave = useAfterSave(USERS_KEY);
  const { editing, open, close } = useEditing<{ values: UserFormValues; superAdmin?: boolean }>();
  const choicesNeeded = editing !== null;
  const tree = useDeptTree(choicesNeeded);
  const roles = useRoleChoices(choicesNeeded);
  const notSelf = (user: User) => String(user.userId) !== selfId;
  /** Only the super administrator itself touches its row. */
  const mayTouch = (user: User) => !isSuperAdminUser(user) || !notSelf(user);

  const remove = async (rows: readonly User[]) => {
    if (!rows.every(notSelf)) return void toasts.toast({ title: t('spec.selectedSelf'), variant: 'error' });
    if (!rows.every(mayTouch)) return void toasts.toast({ title: t('adminUser.superAdminProtected'), variant: 'error' });
    await afterSave(fullClient.users.remove({ id: ids(rows) }), 'list.deleted');
  };
  const edit = async (user: User) => {
    const detail = await unwrap(fullClient.users.get({ id: String(user.userId) }));
    open({ values: userValues(detail.data ?? user, detail.roleIds ?? []), superAdmin: isSuperAdminUser(user) });
  };

  const actions: ListAction<User>[] = [
    { id: 'add', placement: 'toolbar', permissions: adminPermissions(userEndpoints.create), run: () => open({ values: newUserValues(deptId) }) },
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: adminPermissions(userEndpoints.remove), run: remove },
    { id: 'edit', placement: 'row', available: mayTouch, permissions: adminPermissions(userEndpoints.update), run: ([row]) => (row ? edit(row) : undefined) },
    { id: 'delete', placement: 'row', destructive: true, available: (user) => notSelf(user) && mayTouch(user), permissions: adminPermissions(userEndpoints.remove), run: remove },
    { id: 'resetPwd', placement: 'row', available: mayTouch, permissions: adminPermissions(userEndpoints.resetPassword), run: ([row]) => (row ? onResetPassword(row) : undefined) },
  ];

  // RuoYi's getInfo offers the admin role only on the super administrator's own form.
  const choices = { language, depts: fromTreeSelect(tree.data ?? []), roles: (roles.data ?? []).filter((role) => editing?.superAdmin === true || !isAdminRoleKey(role.roleKey)) };
  const updating = editing?.values.userId !== undefined;
  const form: FormDialogProps<UserFormValues> | null =
    editing === null || tree.isPending || roles.isPending
      ? null
      : {
          open: true,
          onOpenChange: (next) => (next ? undefined : close()),
          title: t(updating ? 'adminUser.editTitle' : 'adminUser.addTitle'),
          schema: userFormSchema,
          fields: updating ? userEditFields(choices, editing.values.userId === selfId) : userCreateFields(choices),
          defaultValues: editing.values,
          onSubmit: (values) =>
            updating
              ? afterSave(fullClient.users.update(values as UserBody), 'list.edited')
              : afterSave(fullClient.users.create(values as UserBody), 'list.added'),
        };
  return { actions, dialog: form && editing ? { key: editing.key, props: form } : null };
}
