import type { Role } from '@vigil/sdk';
import type { Language } from '../../../i18n/translator';
import type { FormFieldConfig } from '../../forms/form-types';
import { optionsOf } from '../../list/select-field';
import type { TreeNode } from '../../tree';
import { ADMIN_STATUS_CHOICES } from '../admin-search';
import { formModules, moduleField } from '../module-field';
import type { User } from './user-queries';

/** RuoYi's sys_user_sex: '0' male, '1' female, '2' unknown. */
export const GENDER_OPTIONS = optionsOf({ '0': 'adminUser.male', '1': 'adminUser.female', '2': 'adminUser.unknown' });

/** What the form picks from: the department tree and the roles; the modules are named in `language`. */
export interface UserFormChoices {
  depts: readonly TreeNode<unknown>[];
  roles: readonly Role[];
  language: Language;
}

/**
 * The fields both dialogs show, in RuoYi's order (the account and password only when adding). On the signed-in
 * user's own record the roles and status are read-only: no one changes their own (the server refuses it too).
 */
function editable({ depts, roles, language }: UserFormChoices, self = false): FormFieldConfig[] {
  return [
    { name: 'nickName', label: 'adminUser.nickName', kind: 'text', required: true },
    { name: 'deptId', label: 'adminUser.dept', kind: 'tree', nodes: depts, blank: 'null' },
    { name: 'phonenumber', label: 'adminUser.phonenumber', kind: 'text' },
    { name: 'email', label: 'adminUser.email', kind: 'text' },
    { name: 'sex', label: 'adminUser.sex', kind: 'select', options: GENDER_OPTIONS },
    { name: 'status', label: 'adminUser.status', kind: 'select', options: optionsOf(ADMIN_STATUS_CHOICES), readOnly: self },
    { name: 'roleId', label: 'adminUser.role', kind: 'select', options: roles.map((r) => ({ value: String(r.roleId), text: r.roleName })), readOnly: self },
    moduleField(language, 'admin.modulesUserHint'),
    { name: 'remark', label: 'adminUser.remark', kind: 'textarea' },
  ];
}

export function userCreateFields(choices: UserFormChoices): FormFieldConfig[] {
  const [nickName, ...rest] = editable(choices);
  return [
    { name: 'userName', label: 'adminUser.userName', kind: 'text', required: true },
    { name: 'password', label: 'adminUser.password', kind: 'password', required: true },
    ...(nickName ? [nickName] : []),
    ...rest,
  ];
}

export const userEditFields = editable;

/** Text fields, and the ticked modules. */
export type UserFormValues = Record<string, string | string[]>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A new user: normal, gender unknown, in the department picked in the tree (if any). */
export function newUserValues(deptId: string | null): UserFormValues {
  return { userName: '', password: '', nickName: '', deptId: deptId ?? '', phonenumber: '', email: '', sex: '2', status: '0', roleId: '', modules: [], remark: '' };
}

/**
 * The edit form prefilled from the user (users.get) and its first role: the whole record, as RuoYi's own dialog sends
 * it back. The account is not editable (the form has no field for it) but travels with the edit: RuoYi validates
 * SysUser on edit too and refuses a body without it (用户账号不能为空).
 */
export function userValues(user: User, roleIds: readonly unknown[]): UserFormValues {
  return {
    userId: text(user.userId),
    userName: user.userName,
    nickName: text(user.nickName),
    deptId: text(user.deptId),
    phonenumber: text(user.phonenumber),
    email: text(user.email),
    sex: text(user.sex ?? '2'),
    status: text(user.status ?? '0'),
    roleId: text(roleIds[0]),
    modules: formModules(user.modules),
    remark: text(user.remark),
  };
}
