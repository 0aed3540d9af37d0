import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, loosePageShape } from './common';

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

export const deptSchema = z.looseObject({
  deptId: idSchema,
  parentId: z.optional(idSchema),
  deptName: z.string(),
  orderNum: z.optional(z.number()),
  leader: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  status: z.optional(enabledStatusSchema),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

export const roleSchema = z.looseObject({
  roleId: idSchema,
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number(),
  status: enabledStatusSchema,
  dataScope: z.optional(dataScopeSchema),
  menuIds: z.optional(z.array(idSchema)),
  deptIds: z.optional(z.array(idSchema)),
  remark: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(dateTimeSchema)),
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

export const menuSchema = z.looseObject({
  menuId: idSchema,
  menuName: z.string(),
  parentId: z.optional(idSchema),
  menuType: menuTypeSchema,
  path: z.optional(z.nullable(z.string())),
  component: z.optional(z.nullable(z.string())),
  perms: z.optional(z.nullable(z.string())),
  icon: z.optional(z.nullable(z.string())),
  orderNum: z.optional(z.number()),
  visible: z.optional(enabledStatusSchema),
  status: z.optional(enabledStatusSchema),
});

export const noticeSchema = z.looseObject({
  noticeId: idSchema,
  noticeTitle: z.string(),
  noticeType: noticeTypeSchema,
  noticeContent: z.optional(z.nullable(z.string())),
  /** '0' normal, '1' closed. */
  status: enabledStatusSchema,
  createTime: z.optional(z.nullable(dateTimeSchema)),
  updateTime: z.optional(z.nullable(dateTimeSchema)),
});

export const dictTypeSchema = z.looseObject({
  dictId: idSchema,
  dictName: z.string(),
  dictType: z.string(),
  status: enabledStatusSchema,
});

export const dictDataSchema = z.looseObject({
  dictCode: idSchema,
  dictLabel: z.string(),
  dictValue: z.string(),
  dictSort: z.number(),
  listClass: z.optional(z.union([echoStyleSchema, z.literal('')])),
  cssClass: z.optional(z.nullable(z.string())),
  status: enabledStatusSchema,
});

export const parameterSchema = z.looseObject({
  configId: idSchema,
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  /** 'Y' built in, 'N' not. */
  configType: z.enum(['Y', 'N']),
});

// Request bodies (the console's forms and the mock's validation).

export const roleBodySchema = z.partial(roleSchema, { roleId: true });
export const userBodySchema = z.extend(z.partial(userSchema, { userId: true }), { password: z.optional(z.string()) });
export const deptBodySchema = z.partial(deptSchema, { deptId: true });
export const menuBodySchema = z.partial(menuSchema, { menuId: true });
export const noticeBodySchema = z.partial(noticeSchema, { noticeId: true });
export const roleListQuerySchema = z.looseObject({
  ...loosePageShape,
  roleName: z.optional(z.string()),
  roleKey: z.optional(z.string()),
  status: z.optional(enabledStatusSchema),
});
export const userListQuerySchema = z.looseObject({
  ...loosePageShape,
  userName: z.optional(z.string()),
  phonenumber: z.optional(z.string()),
  status: z.optional(enabledStatusSchema),
  deptId: z.optional(idSchema),
});
export const authUserQuerySchema = z.looseObject({
  roleId: idSchema,
  ...loosePageShape,
  userName: z.optional(z.string()),
  phonenumber: z.optional(z.string()),
});
/** roleId plus user ids; ids travel comma-joined in the query. */
export const roleUsersQuerySchema = z.looseObject({ roleId: idSchema, userIds: z.array(idSchema).check(z.minLength(1)) });
export const cancelAuthUserBodySchema = z.looseObject({ roleId: idSchema, userId: idSchema });
export const dataScopeBodySchema = z.looseObject({
  roleId: idSchema,
  dataScope: dataScopeSchema,
  deptIds: z.optional(z.array(idSchema)),
});
export const changeStatusBodySchema = z.looseObject({ userId: idSchema, status: enabledStatusSchema });
export const resetPasswordBodySchema = z.looseObject({ userId: idSchema, password: z.string().check(z.minLength(1)) });
export const updatePasswordBodySchema = z.looseObject({
  oldPassword: z.string().check(z.minLength(1)),
  newPassword: z.string().check(z.minLength(1)),
});
export const profileBodySchema = z.looseObject({
  nickName: z.optional(z.string()),
  phonenumber: z.optional(z.string()),
  email: z.optional(z.string()),
  sex: z.optional(genderSchema),
});
export const noticeSendBodySchema = z.looseObject({ noticeId: idSchema });
/** Unread-count form: status '0' unread, '1' read. */
export const noticeCountBodySchema = z.looseObject({ status: z.union([z.string(), z.number()]) });

export type User = z.infer<typeof userSchema>;
export type Role = z.infer<typeof roleSchema>;
export type Dept = z.infer<typeof deptSchema>;
export type Menu = z.infer<typeof menuSchema>;
export type Notice = z.infer<typeof noticeSchema>;
export type DictType = z.infer<typeof dictTypeSchema>;
export type DictData = z.infer<typeof dictDataSchema>;
export type Parameter = z.infer<typeof parameterSchema>;
