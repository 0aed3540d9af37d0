import * as z from 'zod/mini';
import { PHONE_PATTERN, EMAIL_PATTERN } from './account';
import { blankOr, charCount, numberField, requiredText } from './fields';
import { VALIDATION_KEYS as K } from './keys';
import { RUOYI_KEYS as R, type RuoyiKey } from './ruoyi-keys';

// RuoYi-Vue's own validation, as the rules of the system write bodies (schemas/system.ts). Sources are cited as
// `Class:line` in yangzongzhuan/RuoYi-Vue at a6ea55e (2026-08-18): domain classes under
// ruoyi-common/.../core/domain/entity/ (SysUser, SysDept, SysRole, SysMenu, SysDictType, SysDictData) and
// ruoyi-system/.../system/domain/ (SysNotice, SysConfig); controllers under ruoyi-admin/.../controller/system/;
// services under ruoyi-system/.../service/impl/. The department form's parent rule is the RuoYi UI's
// (ruoyi-ui/src/views/system/dept/index.vue:213, at b5e1433, the last commit that carried the UI).

/**
 * RuoYi's @Xss (XssValidator:16 `<(\S*?)[^>]*>.*?|<.*? />`): a value holding an HTML tag is refused; blank passes.
 * (containsHtml joins every match and re-matches the join, which holds whenever there is a match.)
 */
const HTML_TAG = /<(\S*?)[^>]*>.*?|<.*? \/>/;
export function containsHtml(value: string): boolean {
  return value.trim() !== '' && HTML_TAG.test(value);
}

/** @Xss(message): no HTML tag in the value. Like each RuoYi check it ends the field's checks: one message per field, as RuoYi answers. */
export const noHtml = (key: RuoyiKey) => z.refine<string>((value) => !containsHtml(value), { message: key, abort: true });

/** @Size(max, message): at most `max` characters (code points, as the column counts them). */
export const sizeAtMost = (max: number, key: RuoyiKey) =>
  z.refine<string>((value) => value.length <= max || charCount(value) <= max, { message: key, params: { max }, abort: true });

/** @NotBlank(message) then @Size(max, message): required text of at most `max` characters. */
export function notBlankSized(requiredKey: string, max: number, sizeKey: RuoyiKey) {
  return requiredText(requiredKey).check(sizeAtMost(max, sizeKey), z.meta({ maxLength: max }));
}

/** @Size(max) alone: free text (absent, null or empty allowed) of at most `max` characters. */
export function optionalSized(max: number, sizeKey: RuoyiKey) {
  return z.optional(z.nullable(z.string({ error: K.fieldInvalid }).check(sizeAtMost(max, sizeKey), z.meta({ maxLength: max }))));
}

/** @NotNull Integer: a whole number 0-9999 (sort orders), as number or numeric string; missing → `requiredKey`. */
export const requiredOrder = (requiredKey: RuoyiKey) =>
  numberField(requiredKey, K.fieldInvalid, (value) => Number.isInteger(value) && value >= 0 && value <= 9999);

/**
 * A blank-allowed text refused over `max` characters (`sizeKey`), else unless it matches `pattern` (`formatKey`).
 * Neither check aborts: `blankOr`'s union then answers with this branch's one message.
 */
function sizedFormat(max: number, sizeKey: RuoyiKey, pattern: RegExp, formatKey: string) {
  return blankOr(
    requiredText(formatKey).check(
      z.refine((value) => charCount(value) <= max, { message: sizeKey, params: { max } }),
      z.refine((value) => charCount(value) > max || pattern.test(value), formatKey),
      z.meta({ maxLength: max }),
    ),
  );
}

/** @Email + @Size(max = 50) (SysUser:159-160, SysDept:132-133); blank allowed. The pattern is the sdk's (a dot after the @). */
export const ruoyiEmail = (formatKey: RuoyiKey, sizeKey: RuoyiKey) => sizedFormat(50, sizeKey, EMAIL_PATTERN, formatKey);

/** @Size(max = 11) of a phone (SysUser:171, SysDept:121), then the spec's mobile format (RuoYi UI's pattern); blank allowed. */
export const ruoyiMobile = (sizeKey: RuoyiKey) => sizedFormat(11, sizeKey, PHONE_PATTERN, K.phoneFormat);

/** SysDictType:61 @Pattern: a dictionary type starts with a letter and holds only lower-case letters, digits and _. */
export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;

/** A parent id that must be given: '' (an unpicked tree select) is as missing as no value. */
export const requiredParent = (key: RuoyiKey) => z.union([z.number(), z.string().check(z.trim(), z.minLength(1, key))], { error: key });

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * SysDeptController:102-105 and SysMenuController:121-124: an edit naming the record as its own parent is refused,
 * "修改部门'x'失败，上级部门不能是自己" / "修改菜单'x'失败，上级菜单不能选择自己".
 */
export function notOwnParent(idKey: string, nameKey: string, key: RuoyiKey) {
  return z.superRefine<Record<string, unknown>>((value, context) => {
    if (!present(value[idKey]) || !present(value.parentId) || String(value[idKey]) !== String(value.parentId)) return;
    context.addIssue({ code: 'custom', path: ['parentId'], message: key, params: { name: String(value[nameKey] ?? '') }, input: value.parentId });
  });
}

/** StringUtils.ishttp: starts with http:// or https:// (SysMenuController:93, 117). */
export const isHttp = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\//.test(value);

/**
 * SysMenuController:93-96 (add) and 117-120 (edit): a menu marked external link (isFrame '0', UserConstants.YES_FRAME)
 * needs a path starting with http(s)://.
 */
export const externalLinkIsHttp = z.superRefine<Record<string, unknown>>((value, context) => {
  if (value.isFrame !== '0' || isHttp(value.path)) return;
  const key = present(value.menuId) ? R.menuEditNotHttp : R.menuAddNotHttp;
  context.addIssue({ code: 'custom', path: ['path'], message: key, params: { name: String(value.menuName ?? '') }, input: value.path });
});

/** SysUser.isAdmin / SysRole.isAdmin: id 1 is the super administrator (and its role), which no write may change. */
export const isSuperAdminId = (id: unknown): boolean => id !== undefined && id !== null && String(id) === '1';

/**
 * The uniqueness refusals of RuoYi's controllers, by record and field, for an add and for an edit; each text names
 * the record (`{name}`: the user's account, the department's, role's, menu's, dictionary's or parameter's name).
 * A server checks them against its rows; a form shows the server's answer.
 */
export const UNIQUE_REFUSALS = Object.freeze({
  /** SysUserController:129-140 (add), 158-169 (edit). */
  user: {
    userName: { add: R.userAddNameTaken, edit: R.userEditNameTaken },
    phonenumber: { add: R.userAddPhoneTaken, edit: R.userEditPhoneTaken },
    email: { add: R.userAddEmailTaken, edit: R.userEditEmailTaken },
  },
  /** SysDeptController:80-83 (add), 98-101 (edit): unique among the parent's children (SysDeptServiceImpl:177). */
  dept: { deptName: { add: R.deptAddNameTaken, edit: R.deptEditNameTaken } },
  /** SysRoleController:94-101 (add), 117-124 (edit). */
  role: { roleName: { add: R.roleAddNameTaken, edit: R.roleEditNameTaken }, roleKey: { add: R.roleAddKeyTaken, edit: R.roleEditKeyTaken } },
  /** SysMenuController:89-92 (add), 113-116 (edit): unique among the parent's children. */
  menu: { menuName: { add: R.menuAddNameTaken, edit: R.menuEditNameTaken } },
  /** SysDictTypeController:74-77 (add), 90-93 (edit). */
  dictType: { dictType: { add: R.dictAddTypeTaken, edit: R.dictEditTypeTaken } },
  /** SysConfigController:86-89 (add), 102-105 (edit). */
  config: { configKey: { add: R.configAddKeyTaken, edit: R.configEditKeyTaken } },
});
