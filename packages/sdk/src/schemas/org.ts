import * as z from 'zod/mini';
import { absentIfNull, dateTimeSchema, idSchema } from './common';

// The organisation's user, role and department records: the signed-in user (getInfo) needs them, so they sit apart
// from the administration's bodies and queries (system.ts), which the sign-in pages never load.

/** RuoYi flag values: '0' enabled/normal, '1' disabled/closed. */
export const enabledStatusSchema = z.enum(['0', '1']);
/** User gender: '0' male, '1' female, '2' unknown (RuoYi sys_user_sex). */
export const genderSchema = z.enum(['0', '1', '2']);
/** Role data scope: '1' all, '2' custom (the role's deptIds), '3' this department, '4' this department and below, '5' personal only (RuoYi codes). */
export const dataScopeSchema = z.enum(['1', '2', '3', '4', '5']);
/** Menu type: 'M' catalogue, 'C' menu, 'F' button. */
export const menuTypeSchema = z.enum(['M', 'C', 'F']);
/** Notice type: '1' notification, '2' notice (announcement). */
export const noticeTypeSchema = z.enum(['1', '2']);
/** Dictionary echo style (list class). */
export const echoStyleSchema = z.enum(['default', 'primary', 'success', 'info', 'warning', 'danger']);

/** RuoYi's SysDept; a user row's joined dept has null parentId, orderNum and status (read as absent). */
export const deptSchema = z.looseObject({
  deptId: idSchema,
  parentId: absentIfNull(idSchema),
  deptName: z.string(),
  orderNum: absentIfNull(z.number()),
  leader: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  status: absentIfNull(enabledStatusSchema),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

/** RuoYi's SysRole; menuIds and deptIds are null (read as absent) in lists and details. */
export const roleSchema = z.looseObject({
  roleId: idSchema,
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number(),
  status: enabledStatusSchema,
  dataScope: z.optional(dataScopeSchema),
  menuIds: absentIfNull(z.array(idSchema)),
  deptIds: absentIfNull(z.array(idSchema)),
  /** Codes of the modules the role grants its users (spec §2); absent from a backend without module access. */
  modules: absentIfNull(z.array(z.string())),
  remark: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(dateTimeSchema)),
  /** Bumped by every change of the role; an edit sends it back (optimistic locking). Stock RuoYi has none. */
  version: z.optional(z.nullable(z.number())),
});

export const userSchema = z.looseObject({
  userId: idSchema,
  userName: z.string(),
  nickName: z.optional(z.string()),
  sex: z.optional(genderSchema),
  phonenumber: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  avatar: z.optional(z.nullable(z.string())),
  deptId: z.optional(z.nullable(idSchema)),
  dept: z.optional(z.nullable(z.partial(deptSchema))),
  roles: z.optional(z.array(z.partial(roleSchema))),
  roleIds: z.optional(z.nullable(z.array(idSchema))),
  /** Codes of the modules the user may use (spec §2); a permission counts only within them. */
  modules: z.optional(z.array(z.string())),
  status: z.optional(enabledStatusSchema),
  createTime: z.optional(z.nullable(dateTimeSchema)),
  remark: z.optional(z.nullable(z.string())),
});
