import { useQueryClient } from '@tanstack/react-query';
import { roleBodySchema } from '@vigil/sdk';
import { useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { useTranslator } from '../../../i18n/use-t';
import { useAfterSave } from '../../data/use-after-save';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { newRoleValues, type RoleFormValues, roleFields, roleValues } from './role-form';
import { type MenuChoice, RoleMenuTree, useMenuChoice } from './role-menu-tree';
import { ROLES_KEY, type Role } from './role-queries';

type RoleBody = Parameters<typeof fullClient.roles.create>[0];

export interface RoleDialogProps {
  /** The role edited, or null to add one. */
  role: Role | null;
  onClose: () => void;
}

/**
 * The role add/edit dialog (RuoYi's): name, key, sort, status, the modules it grants and remark, with the menu tree
 * below them; the menus sent are the ticked ones and, with parent–child linkage on, their half-ticked parents.
 */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  const { t, language } = useTranslator();
  const afterSave = useAfterSave(ROLES_KEY);
  const queryClient = useQueryClient();
  const menus = useMenuChoice(role?.roleId ?? null);
  const [choice, setChoice] = useState<MenuChoice | null>(null);
  const current = choice ?? menus.initial;
  return (
    <LazyFormDialog<RoleFormValues>
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(role ? 'role.editTitle' : 'role.addTitle')}
      schema={roleBodySchema}
      fields={roleFields(language)}
      defaultValues={role ? roleValues(role) : newRoleValues()}
      onSubmit={async (values) => {
        const body = { ...values, ...menus.body(current) } as RoleBody;
        const result = await afterSave(role ? fullClient.roles.update(body) : fullClient.roles.create(body), role ? 'list.edited' : 'list.added');
        // A refusal (e.g. the role changed meanwhile: stale) stays on screen with the ticks; the list is read again
        // first, so the role opened anew carries what is stored now.
        if (result.code !== 200) await queryClient.invalidateQueries({ queryKey: ROLES_KEY });
        return result;
      }}
    >
      <RoleMenuTree nodes={menus.nodes} loading={menus.loading} choice={current} onChange={setChoice} />
    </LazyFormDialog>
  );
}
