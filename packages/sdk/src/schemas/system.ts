import * as z from 'zod/mini';
import { MODULE_CODES } from '../catalogue/modules';
import { PASSWORD_LENGTH } from '../constants';
import { accountNameSchema, emailSchema, passwordSchema, phoneSchema } from '../rules/validation/account';
import { blankOr, boundedList, boundedText, createOrUpdate, numberField, optionalText, requiredMax, wholeNumber } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { LIST_MAX, TEXT_MAX } from '../rules/validation/limits';
import { dateTimeSchema, idSchema, loosePageShape } from './common';

import { dataScopeSchema, type deptSchema, echoStyleSchema, enabledStatusSchema, genderSchema, menuTypeSchema, noticeTypeSchema, type roleSchema, type userSchema } from './org';

export { dataScopeSchema, deptSchema, echoStyleSchema, enabledStatusSchema, genderSchema, menuTypeSchema, noticeTypeSchema, roleSchema, userSchema } from './org';

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
  /** Route query (a menu's), external link and cache flags ('0' yes, '1' no), as RuoYi's SysMenu. */
  query: z.optional(z.nullable(z.string())),
  isFrame: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  isCache: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  createTime: z.optional(z.nullable(dateTimeSchema)),
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

/** RuoYi's SysDictType (sys_dict_type). */
export const dictTypeSchema = z.looseObject({
  dictId: idSchema,
  dictName: z.string(),
  dictType: z.string(),
  status: enabledStatusSchema,
  remark: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

/**
 * RuoYi's SysDictData (sys_dict_data). `listClass` is the echo style: one of `echoStyleSchema`, or '' / null (plain
 * text); a value outside them (a hand-edited row) is kept and shown as plain text.
 */
export const dictDataSchema = z.looseObject({
  dictCode: idSchema,
  dictLabel: z.string(),
  dictValue: z.string(),
  dictSort: z.number(),
  dictType: z.optional(z.string()),
  listClass: z.optional(z.nullable(z.string())),
  cssClass: z.optional(z.nullable(z.string())),
  /** 'Y' the type's default value, 'N' not. */
  isDefault: z.optional(z.nullable(z.string())),
  status: enabledStatusSchema,
  remark: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

/** RuoYi's SysConfig (sys_config): a system parameter. */
export const parameterSchema = z.looseObject({
  configId: idSchema,
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  /** 'Y' built in (cannot be deleted), 'N' not. */
  configType: z.enum(['Y', 'N']),
  remark: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});
/** The same schema under RuoYi's name. */
export const configSchema = parameterSchema;

// Request bodies: built from the spec §5 rules (`rules/validation`), so the console's forms and vigil-mock refuse the
// same input with the same words. Write bodies are `z.object`: fields they do not name are dropped, never stored.
// Create and update share a body (one schema per call in the table): without its id a body creates and needs what a
// new record needs; with it, it changes the fields it carries.

const ids = boundedList(idSchema, LIST_MAX.ids);
const sortOrder = z.optional(wholeNumber(0, 9999));
const remark = optionalText(TEXT_MAX.remark);
const optionalPhone = blankOr(phoneSchema);
const optionalEmail = blankOr(emailSchema);

export const roleBodySchema = z
  .object({
    roleId: z.optional(idSchema),
    roleName: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.roleName)),
    roleKey: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.roleKey)),
    roleSort: sortOrder,
    status: z.optional(enabledStatusSchema),
    dataScope: z.optional(dataScopeSchema),
    menuIds: z.optional(ids),
    deptIds: z.optional(ids),
    remark,
  })
  .check(createOrUpdate('roleId', { required: { roleName: K.fieldRequired, roleKey: K.fieldRequired, roleSort: K.fieldRequired } }));

/** A user: account 2-20 without Chinese; a password (5-20) on create only, reset has its own call; phone and e-mail may be empty. */
export const userBodySchema = z
  .object({
    userId: z.optional(idSchema),
    userName: z.optional(accountNameSchema),
    nickName: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.nickName)),
    password: z.optional(passwordSchema),
    phonenumber: optionalPhone,
    email: optionalEmail,
    sex: z.optional(genderSchema),
    deptId: z.optional(z.nullable(idSchema)),
    roleIds: z.optional(ids),
    /** The modules (catalogue codes) the user may use; a permission counts only within them. */
    modules: z.optional(boundedList(z.enum(MODULE_CODES), MODULE_CODES.length)),
    status: z.optional(enabledStatusSchema),
    remark,
  })
  .check(
    createOrUpdate('userId', {
      required: { userName: K.accountRequired, nickName: K.fieldRequired, password: K.passwordRequired },
      createOnly: { password: K.passwordNotOnUpdate },
    }),
  );

/**
 * A user form of one role (RuoYi's user dialog with a single role select): `roleId` becomes the body's `roleIds`
 * (none when blank), then the user body's rules apply.
 */
export const userFormSchema = z.pipe(
  z.transform((values: Record<string, unknown>): Record<string, unknown> => {
    const { roleId, ...rest } = values;
    return { ...rest, roleIds: roleId === undefined || roleId === null || roleId === '' ? [] : [roleId] };
  }),
  userBodySchema,
);

export const deptBodySchema = z
  .object({
    deptId: z.optional(idSchema),
    parentId: z.optional(idSchema),
    deptName: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.deptName)),
    orderNum: sortOrder,
    leader: optionalText(TEXT_MAX.leader),
    phone: optionalPhone,
    email: optionalEmail,
    status: z.optional(enabledStatusSchema),
  })
  .check(createOrUpdate('deptId', { required: { deptName: K.fieldRequired } }));

/** RuoYi's '0'/'1' flags of a menu (external link, cache). */
const menuFlag = z.optional(z.enum(['0', '1'], { error: K.fieldInvalid }));

export const menuBodySchema = z
  .object({
    menuId: z.optional(idSchema),
    menuName: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.menuName)),
    parentId: z.optional(idSchema),
    menuType: z.optional(menuTypeSchema),
    path: optionalText(TEXT_MAX.path),
    component: optionalText(TEXT_MAX.component),
    query: optionalText(TEXT_MAX.query),
    perms: optionalText(TEXT_MAX.perms),
    icon: optionalText(TEXT_MAX.icon),
    orderNum: sortOrder,
    isFrame: menuFlag,
    isCache: menuFlag,
    visible: z.optional(enabledStatusSchema),
    status: z.optional(enabledStatusSchema),
    remark,
  })
  .check(createOrUpdate('menuId', { required: { menuName: K.fieldRequired, menuType: K.fieldRequired } }));

/** A notice: title up to 50 characters, content (rich text) up to TEXT_MAX.noticeContent. */
export const noticeBodySchema = z
  .object({
    noticeId: z.optional(idSchema),
    noticeTitle: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.noticeTitle)),
    noticeType: z.optional(noticeTypeSchema),
    noticeContent: optionalText(TEXT_MAX.noticeContent),
    status: z.optional(enabledStatusSchema),
    remark,
  })
  .check(createOrUpdate('noticeId', { required: { noticeTitle: K.fieldRequired, noticeType: K.fieldRequired } }));
/** A dictionary type (spec §5: name and type required). */
export const dictTypeBodySchema = z
  .object({
    dictId: z.optional(idSchema),
    dictName: z.optional(requiredMax(K.dictNameRequired, TEXT_MAX.dictName)),
    dictType: z.optional(requiredMax(K.dictTypeRequired, TEXT_MAX.dictType)),
    status: z.optional(enabledStatusSchema),
    remark,
  })
  .check(createOrUpdate('dictId', { required: { dictName: K.dictNameRequired, dictType: K.dictTypeRequired } }));

/** A dictionary value (spec §5: label, key value and order required; the type it belongs to on create). */
export const dictDataBodySchema = z
  .object({
    dictCode: z.optional(idSchema),
    dictType: z.optional(requiredMax(K.dictTypeRequired, TEXT_MAX.dictType)),
    dictLabel: z.optional(requiredMax(K.dictLabelRequired, TEXT_MAX.dictLabel)),
    dictValue: z.optional(requiredMax(K.dictValueRequired, TEXT_MAX.dictValue)),
    dictSort: z.optional(numberField(K.dictSortRequired, K.fieldInvalid, (value) => Number.isInteger(value) && value >= 0 && value <= 9999)),
    listClass: z.optional(z.nullable(z.union([echoStyleSchema, z.literal('')], { error: K.fieldInvalid }))),
    cssClass: optionalText(TEXT_MAX.cssClass),
    isDefault: z.optional(z.enum(['Y', 'N'], { error: K.fieldInvalid })),
    status: z.optional(enabledStatusSchema),
    remark,
  })
  .check(
    createOrUpdate('dictCode', {
      required: { dictType: K.dictTypeRequired, dictLabel: K.dictLabelRequired, dictValue: K.dictValueRequired, dictSort: K.dictSortRequired },
    }),
  );

/** A parameter (spec §5: name, key name and key value required). */
export const configBodySchema = z
  .object({
    configId: z.optional(idSchema),
    configName: z.optional(requiredMax(K.parameterNameRequired, TEXT_MAX.parameterName)),
    configKey: z.optional(requiredMax(K.parameterKeyRequired, TEXT_MAX.parameterKey)),
    configValue: z.optional(requiredMax(K.parameterValueRequired, TEXT_MAX.parameterValue)),
    configType: z.optional(z.enum(['Y', 'N'], { error: K.fieldInvalid })),
    remark,
  })
  .check(
    createOrUpdate('configId', {
      required: { configName: K.parameterNameRequired, configKey: K.parameterKeyRequired, configValue: K.parameterValueRequired },
    }),
  );

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
export const roleUsersQuerySchema = z.object({ roleId: idSchema, userIds: ids.check(z.minLength(1, K.fieldRequired)) });
export const cancelAuthUserBodySchema = z.object({ roleId: idSchema, userId: idSchema });
export const dataScopeBodySchema = z.object({
  roleId: idSchema,
  dataScope: dataScopeSchema,
  deptIds: z.optional(ids),
});
export const changeStatusBodySchema = z.object({ userId: idSchema, status: enabledStatusSchema });
/** A role's status alone (RuoYi's changeStatus: its menus and departments stay as they are). */
export const roleStatusBodySchema = z.object({ roleId: idSchema, status: enabledStatusSchema });
/** An administrator sets another user's password: the spec §5 password rule. */
export const resetPasswordBodySchema = z.object({ userId: idSchema, password: passwordSchema });
/** Own password: the old one (checked by the server) and a new one of 5-20 characters. */
export const updatePasswordBodySchema = z.object({
  oldPassword: requiredMax(K.passwordRequired, PASSWORD_LENGTH.max),
  newPassword: boundedText(K.newPasswordRequired, K.passwordLength, PASSWORD_LENGTH.min, PASSWORD_LENGTH.max),
});
export const profileBodySchema = z.object({
  nickName: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.nickName)),
  phonenumber: optionalPhone,
  email: optionalEmail,
  sex: z.optional(genderSchema),
});
export const noticeSendBodySchema = z.object({ noticeId: idSchema });
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
export type UserBody = z.input<typeof userBodySchema>;
export type DictTypeBody = z.input<typeof dictTypeBodySchema>;
export type DictDataBody = z.input<typeof dictDataBodySchema>;
export type ConfigBody = z.input<typeof configBodySchema>;
/** An echo style of a dictionary value. */
export type EchoStyle = z.infer<typeof echoStyleSchema>;
