import { z } from 'zod';
import { dateTimeSchema, idSchema } from './common';

/** RuoYi flag values: '0' enabled/normal, '1' disabled/closed. */
export const enabledStatusSchema = z.enum(['0', '1']);
/** User gender: '0' male, '1' female, '2' unknown (RuoYi sys_user_sex). */
export const genderSchema = z.enum(['0', '1', '2']);
/** Role data scope: '1' all, '3' this department, '4' this department and below, '5' personal only (RuoYi codes). */
export const dataScopeSchema = z.enum(['1', '3', '4', '5']);
/** Menu type: 'M' catalogue, 'C' menu, 'F' button. */
export const menuTypeSchema = z.enum(['M', 'C', 'F']);
/** Notice type: '1' notification, '2' notice (announcement). */
export const noticeTypeSchema = z.enum(['1', '2']);
/** Dictionary echo style (list class). */
export const echoStyleSchema = z.enum(['default', 'primary', 'success', 'info', 'warning', 'danger']);

export const deptSchema = z.looseObject({
  deptId: idSchema,
  parentId: idSchema.optional(),
  deptName: z.string(),
  orderNum: z.number().optional(),
  leader: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  status: enabledStatusSchema.optional(),
  createTime: dateTimeSchema.nullable().optional(),
});

export const roleSchema = z.looseObject({
  roleId: idSchema,
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number(),
  status: enabledStatusSchema,
  dataScope: dataScopeSchema.optional(),
  menuIds: z.array(idSchema).optional(),
  deptIds: z.array(idSchema).optional(),
  remark: z.string().nullable().optional(),
  createTime: dateTimeSchema.nullable().optional(),
});

export const userSchema = z.looseObject({
  userId: idSchema,
  userName: z.string(),
  nickName: z.string().optional(),
  sex: genderSchema.optional(),
  phonenumber: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  deptId: idSchema.nullable().optional(),
  dept: deptSchema.partial().nullable().optional(),
  roles: z.array(roleSchema.partial()).optional(),
  roleIds: z.array(idSchema).nullable().optional(),
  status: enabledStatusSchema.optional(),
  createTime: dateTimeSchema.nullable().optional(),
  remark: z.string().nullable().optional(),
});

export const menuSchema = z.looseObject({
  menuId: idSchema,
  menuName: z.string(),
  parentId: idSchema.optional(),
  menuType: menuTypeSchema,
  path: z.string().nullable().optional(),
  component: z.string().nullable().optional(),
  perms: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
  orderNum: z.number().optional(),
  visible: enabledStatusSchema.optional(),
  status: enabledStatusSchema.optional(),
});

export const noticeSchema = z.looseObject({
  noticeId: idSchema,
  noticeTitle: z.string(),
  noticeType: noticeTypeSchema,
  noticeContent: z.string().nullable().optional(),
  /** '0' normal, '1' closed. */
  status: enabledStatusSchema,
  createTime: dateTimeSchema.nullable().optional(),
  updateTime: dateTimeSchema.nullable().optional(),
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
  listClass: echoStyleSchema.or(z.literal('')).optional(),
  cssClass: z.string().nullable().optional(),
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

export const roleBodySchema = roleSchema.partial({ roleId: true });
export const userBodySchema = userSchema.partial({ userId: true }).extend({ password: z.string().optional() });
export const deptBodySchema = deptSchema.partial({ deptId: true });
export const menuBodySchema = menuSchema.partial({ menuId: true });
export const noticeBodySchema = noticeSchema.partial({ noticeId: true });
export const roleListQuerySchema = z.looseObject({
  pageNum: z.number().optional(),
  pageSize: z.number().optional(),
  roleName: z.string().optional(),
  roleKey: z.string().optional(),
  status: enabledStatusSchema.optional(),
});
export const userListQuerySchema = z.looseObject({
  pageNum: z.number().optional(),
  pageSize: z.number().optional(),
  userName: z.string().optional(),
  phonenumber: z.string().optional(),
  status: enabledStatusSchema.optional(),
  deptId: idSchema.optional(),
});
export const authUserQuerySchema = z.looseObject({
  roleId: idSchema,
  pageNum: z.number().optional(),
  pageSize: z.number().optional(),
  userName: z.string().optional(),
  phonenumber: z.string().optional(),
});
/** roleId plus user ids; ids travel comma-joined in the query. */
export const roleUsersQuerySchema = z.looseObject({ roleId: idSchema, userIds: z.array(idSchema).min(1) });
export const cancelAuthUserBodySchema = z.looseObject({ roleId: idSchema, userId: idSchema });
export const dataScopeBodySchema = z.looseObject({
  roleId: idSchema,
  dataScope: dataScopeSchema,
  deptIds: z.array(idSchema).optional(),
});
export const changeStatusBodySchema = z.looseObject({ userId: idSchema, status: enabledStatusSchema });
export const resetPasswordBodySchema = z.looseObject({ userId: idSchema, password: z.string().min(1) });
export const updatePasswordBodySchema = z.looseObject({
  oldPassword: z.string().min(1),
  newPassword: z.string().min(1),
});
export const profileBodySchema = z.looseObject({
  nickName: z.string().optional(),
  phonenumber: z.string().optional(),
  email: z.string().optional(),
  sex: genderSchema.optional(),
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
