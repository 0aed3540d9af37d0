import * as z from 'zod/mini';
import { MODULE_CODES } from '../catalogue/modules';
import { PASSWORD_LENGTH } from '../constants';
import { accountCharacters, accountLength, accountNoChinese, emailSchema, passwordSchema, phoneSchema } from '../rules/validation/account';
import { RUOYI_KEYS as R } from '../rules/validation/ruoyi-keys';
import { DICT_TYPE_PATTERN, notBlankSized, noHtml, notOwnParent, externalLinkIsHttp, optionalSized, requiredOrder, requiredParent, ruoyiEmail, ruoyiMobile, sizeAtMost } from '../rules/validation/ruoyi-rules';
import { blankOr, boundedList, boundedText, createOrUpdate, numberField, optionalText, requiredMax, requiredText } from '../rules/validation/fields';
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
const remark = optionalText(TEXT_MAX.remark);
const optionalPhone = blankOr(phoneSchema);
const optionalEmail = blankOr(emailSchema);

// The system bodies carry RuoYi-Vue's own bean validation and its controllers' stateless checks, in RuoYi's words
// (rules/validation/ruoyi-rules.ts cites each source line). RuoYi validates the whole bean on add and on edit, so
// the fields it marks @NotBlank/@NotNull are needed by both (`always`): an edit sends the whole record.

/** Module codes as a body names them: only the spec's modules, each at most once in count. */
const moduleCodes = boundedList(z.enum(MODULE_CODES), MODULE_CODES.length);

/**
 * The role's version as read (optimistic locking, as MyBatis-Plus @Version): an edit carrying an older one is refused,
 * so two sessions editing a role's menus do not silently keep only one's. Absent (stock RuoYi clients): not checked.
 */
const roleVersion = z.optional(z.number().check(z.int(), z.nonnegative()));

export const roleBodySchema = z
  .object({
    roleId: z.optional(idSchema),
    // SysRole:97-98 @NotBlank 角色名称不能为空, @Size(30)
    roleName: z.optional(notBlankSized(R.roleNameRequired, TEXT_MAX.roleName, R.roleNameSize)),
    // SysRole:109-110 @NotBlank 权限字符不能为空, @Size(100)
    roleKey: z.optional(notBlankSized(R.roleKeyRequired, TEXT_MAX.roleKey, R.roleKeySize)),
    // SysRole:121 @NotNull 显示顺序不能为空
    roleSort: z.optional(requiredOrder(R.roleSortRequired)),
    status: z.optional(enabledStatusSchema),
    dataScope: z.optional(dataScopeSchema),
    menuIds: z.optional(ids),
    deptIds: z.optional(ids),
    /** The modules (catalogue codes) the role grants its users, besides each user's own. */
    modules: z.optional(moduleCodes),
    remark,
    version: roleVersion,
  })
  .check(createOrUpdate('roleId', { required: {}, always: { roleName: R.roleNameRequired, roleKey: R.roleKeyRequired, roleSort: R.roleSortRequired } }));

/**
 * A user: RuoYi's SysUser rules plus the spec's account rule (2-20, no Chinese); a password (5-20) on create only,
 * reset has its own call; phone and e-mail may be empty.
 */
export const userBodySchema = z
  .object({
    userId: z.optional(idSchema),
    // SysUser:146-148 @Xss 用户账号不能包含脚本字符, @NotBlank 用户账号不能为空, @Size(30); then spec §5's account rule.
    userName: z.optional(
      requiredText(R.userNameRequired).check(noHtml(R.userNameXss), sizeAtMost(30, R.userNameSize), accountLength, accountNoChinese, accountCharacters, z.meta({ maxLength: 20 })),
    ),
    // SysUser:134-135 @Xss 用户昵称不能包含脚本字符, @Size(30); required by the spec's (and RuoYi UI's) form.
    nickName: z.optional(requiredText(K.fieldRequired).check(noHtml(R.nickNameXss), sizeAtMost(TEXT_MAX.nickName, R.nickNameSize))),
    password: z.optional(passwordSchema),
    // SysUser:171 @Size(11) 手机号码长度不能超过11个字符
    phonenumber: ruoyiMobile(R.phonenumberSize),
    // SysUser:159-160 @Email 邮箱格式不正确, @Size(50)
    email: ruoyiEmail(R.userEmailFormat, R.userEmailSize),
    sex: z.optional(genderSchema),
    deptId: z.optional(z.nullable(idSchema)),
    roleIds: z.optional(ids),
    /** The modules (catalogue codes) the user may use; a permission counts only within them. */
    modules: z.optional(moduleCodes),
    status: z.optional(enabledStatusSchema),
    remark,
  })
  .check(
    createOrUpdate('userId', {
      required: { nickName: K.fieldRequired, password: K.passwordRequired },
      createOnly: { password: K.passwordNotOnUpdate },
      always: { userName: R.userNameRequired },
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
    // RuoYi UI dept/index.vue:213 上级部门不能为空 (SysDeptServiceImpl:214 reads the parent, SysDeptController:102 compares it)
    parentId: z.optional(requiredParent(R.deptParentRequired)),
    // SysDept:88-89 @NotBlank 部门名称不能为空, @Size(30)
    deptName: z.optional(notBlankSized(R.deptNameRequired, TEXT_MAX.deptName, R.deptNameSize)),
    // SysDept:100 @NotNull 显示顺序不能为空
    orderNum: z.optional(requiredOrder(R.deptOrderRequired)),
    leader: optionalText(TEXT_MAX.leader),
    // SysDept:121 @Size(11) 联系电话长度不能超过11个字符
    phone: ruoyiMobile(R.deptPhoneSize),
    // SysDept:132-133 @Email 邮箱格式不正确, @Size(50)
    email: ruoyiEmail(R.deptEmailFormat, R.deptEmailSize),
    status: z.optional(enabledStatusSchema),
  })
  .check(
    createOrUpdate('deptId', { required: {}, always: { parentId: R.deptParentRequired, deptName: R.deptNameRequired, orderNum: R.deptOrderRequired } }),
    notOwnParent('deptId', 'deptName', R.deptOwnParent),
  );

/** RuoYi's '0'/'1' flags of a menu (external link, cache). */
const menuFlag = z.optional(z.enum(['0', '1'], { error: K.fieldInvalid }));

export const menuBodySchema = z
  .object({
    menuId: z.optional(idSchema),
    // SysMenu:82-83 @NotBlank 菜单名称不能为空, @Size(50)
    menuName: z.optional(notBlankSized(R.menuNameRequired, TEXT_MAX.menuName, R.menuNameSize)),
    parentId: z.optional(idSchema),
    // SysMenu:187 @NotBlank 菜单类型不能为空
    menuType: z.optional(z.enum(menuTypeSchema.options, { error: R.menuTypeRequired })),
    // SysMenu:125 @Size(200) 路由地址不能超过200个字符
    path: optionalSized(TEXT_MAX.path, R.menuPathSize),
    // SysMenu:136 @Size(max = 200) whose message says 255: RuoYi refuses over 200.
    component: optionalSized(200, R.menuComponentSize),
    query: optionalText(TEXT_MAX.query),
    // SysMenu:218 @Size(100) 权限标识长度不能超过100个字符
    perms: optionalSized(TEXT_MAX.perms, R.menuPermsSize),
    icon: optionalText(TEXT_MAX.icon),
    // SysMenu:114 @NotNull 显示顺序不能为空
    orderNum: z.optional(requiredOrder(R.menuOrderRequired)),
    isFrame: menuFlag,
    isCache: menuFlag,
    visible: z.optional(enabledStatusSchema),
    status: z.optional(enabledStatusSchema),
    remark,
  })
  .check(
    createOrUpdate('menuId', { required: {}, always: { menuName: R.menuNameRequired, menuType: R.menuTypeRequired, orderNum: R.menuOrderRequired } }),
    notOwnParent('menuId', 'menuName', R.menuOwnParent),
    externalLinkIsHttp,
  );

/** A notice: title up to 50 characters without HTML, content (rich text) up to TEXT_MAX.noticeContent. */
export const noticeBodySchema = z
  .object({
    noticeId: z.optional(idSchema),
    // SysNotice:54-56 @Xss 公告标题不能包含脚本字符, @NotBlank 公告标题不能为空, @Size(50)
    noticeTitle: z.optional(notBlankSized(R.noticeTitleRequired, TEXT_MAX.noticeTitle, R.noticeTitleSize).check(noHtml(R.noticeTitleXss))),
    noticeType: z.optional(noticeTypeSchema),
    noticeContent: optionalText(TEXT_MAX.noticeContent),
    status: z.optional(enabledStatusSchema),
    remark,
  })
  .check(createOrUpdate('noticeId', { required: { noticeType: K.fieldRequired }, always: { noticeTitle: R.noticeTitleRequired } }));
/** A dictionary type (spec §5: name and type required). */
export const dictTypeBodySchema = z
  .object({
    dictId: z.optional(idSchema),
    // SysDictType:47-48 @NotBlank, @Size(100) 字典类型名称长度不能超过100个字符
    dictName: z.optional(notBlankSized(K.dictNameRequired, TEXT_MAX.dictName, R.dictNameSize)),
    // SysDictType:59-61 @NotBlank, @Size(100), @Pattern ^[a-z][a-z0-9_]*$
    dictType: z.optional(notBlankSized(K.dictTypeRequired, TEXT_MAX.dictType, R.dictTypeSize).check(z.regex(DICT_TYPE_PATTERN, R.dictTypePattern))),
    status: z.optional(enabledStatusSchema),
    remark,
  })
  .check(createOrUpdate('dictId', { required: { dictName: K.dictNameRequired, dictType: K.dictTypeRequired } }));

/** A dictionary value (spec §5: label, key value and order required; the type it belongs to on create). */
export const dictDataBodySchema = z
  .object({
    dictCode: z.optional(idSchema),
    // SysDictData:99-100, 75-76, 87-88: @NotBlank and @Size(100) each
    dictType: z.optional(notBlankSized(K.dictTypeRequired, TEXT_MAX.dictType, R.dictDataTypeSize)),
    dictLabel: z.optional(notBlankSized(K.dictLabelRequired, TEXT_MAX.dictLabel, R.dictLabelSize)),
    dictValue: z.optional(notBlankSized(K.dictValueRequired, TEXT_MAX.dictValue, R.dictValueSize)),
    dictSort: z.optional(numberField(K.dictSortRequired, K.fieldInvalid, (value) => Number.isInteger(value) && value >= 0 && value <= 9999)),
    listClass: z.optional(z.nullable(z.union([echoStyleSchema, z.literal('')], { error: K.fieldInvalid }))),
    // SysDictData:111 @Size(100) 样式属性长度不能超过100个字符
    cssClass: optionalSized(TEXT_MAX.cssClass, R.cssClassSize),
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
    // SysConfig:50-51, 62-63, 74-75: @NotBlank and @Size(100, 100, 500)
    configName: z.optional(notBlankSized(K.parameterNameRequired, TEXT_MAX.parameterName, R.configNameSize)),
    configKey: z.optional(notBlankSized(K.parameterKeyRequired, TEXT_MAX.parameterKey, R.configKeySize)),
    configValue: z.optional(notBlankSized(K.parameterValueRequired, TEXT_MAX.parameterValue, R.configValueSize)),
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
  version: roleVersion,
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
export type ProfileBody = z.input<typeof profileBodySchema>;
