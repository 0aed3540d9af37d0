import type { Language } from '../../../i18n/translator';
import type { FormFieldConfig } from '../../forms/form-types';
import { optionsOf } from '../../list/select-field';
import { ADMIN_STATUS_CHOICES } from '../admin-search';
import { formModules, moduleField } from '../module-field';
import { type Role, versionOf } from './role-queries';

/** The role form's fields (roles.create/update), as RuoYi's; the menu tree sits below them (RoleDialog). */
const ROLE_FIELDS: readonly FormFieldConfig[] = [
  { name: 'roleName', label: 'role.name', kind: 'text', required: true },
  { name: 'roleKey', label: 'role.key', kind: 'text', required: true, hint: 'role.keyHint' },
  { name: 'roleSort', label: 'role.sort', kind: 'text', required: true },
  { name: 'status', label: 'role.status', kind: 'select', options: optionsOf(ADMIN_STATUS_CHOICES) },
  { name: 'remark', label: 'role.remark', kind: 'textarea' },
];

/** RuoYi's fields, then the modules the role grants (issue 23), named in `language`. */
export const roleFields = (language: Language): FormFieldConfig[] => [...ROLE_FIELDS, moduleField(language, 'admin.modulesRoleHint')];

export type RoleFormValues = Record<string, string | number | string[]>;

/** A new role: sort 0 and normal, as RuoYi's form starts, granting no module yet. */
export const newRoleValues = (): RoleFormValues => ({ roleName: '', roleKey: '', roleSort: 0, status: '0', modules: [], remark: '' });

/**
 * The edit form prefilled with the role's stored fields (its id travels with them), and the version the list read:
 * read before the dialog loads the role's menus, so a change made by someone else after that is refused as stale
 * rather than overwritten (issue 27). A backend without versions (stock RuoYi) sends none, and none is sent back.
 */
export const roleValues = (role: Role): RoleFormValues => ({
  roleId: role.roleId,
  roleName: role.roleName,
  roleKey: role.roleKey,
  roleSort: role.roleSort,
  status: role.status,
  modules: formModules(role.modules),
  remark: role.remark ?? '',
  ...versionOf(role),
});
