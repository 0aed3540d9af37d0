import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { configBodySchema, deptBodySchema, dictDataBodySchema, dictTypeBodySchema, menuBodySchema, noticeBodySchema, roleBodySchema, userBodySchema } from '../../schemas/system';
import { containsHtml, isSuperAdminId, UNIQUE_REFUSALS } from './ruoyi-rules';
import { fillMessage } from './fill-message';
import { issueText } from './issues';
import { validationEn } from './messages-en';
import { validationZhCN } from './messages-zh-CN';
import { isRuoyiKey, RUOYI_KEYS } from './ruoyi-keys';

// Each case is one of RuoYi-Vue's own checks (yangzongzhuan/RuoYi-Vue at a6ea55e; ruoyi-rules.ts cites the lines):
// a body RuoYi accepts, the same body with the one field RuoYi refuses, and the Chinese words RuoYi answers with
// (copied from the annotation's or the controller's message, not from this code).

/** The first refusal in RuoYi's language: `field: text`, or '' when accepted. */
function refusal(schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) return '';
  const text = issueText(result.error.issues[0] as z.core.$ZodIssue);
  const words = fillMessage(validationZhCN[text.key], text.params);
  return `${text.field}: ${words}`;
}

const user = { userId: 7, userName: 'grace.hopper', nickName: 'Grace', phonenumber: '13800138000', email: 'grace@example.com' };
const dept = { deptId: 5, parentId: 1, deptName: '研发部门', orderNum: 1, phone: '13800138000', email: 'dev@example.com' };
const role = { roleId: 3, roleName: '审计员', roleKey: 'auditor', roleSort: 3 };
const menu = { menuId: 9, parentId: 1, menuName: '用户管理', menuType: 'C', orderNum: 1, path: 'user', component: 'system/user/index', perms: 'system:user:list', isFrame: '1' };
const notice = { noticeId: 2, noticeTitle: '维护通知', noticeType: '1' };
const dictType = { dictId: 4, dictName: '用户性别', dictType: 'sys_user_sex' };
const dictData = { dictCode: 8, dictType: 'sys_user_sex', dictLabel: '男', dictValue: '0', dictSort: 1, cssClass: '' };
const config = { configId: 6, configName: '主框架页-默认皮肤样式名称', configKey: 'sys.index.skinName', configValue: 'skin-blue' };

interface Case {
  source: string;
  schema: z.ZodMiniType;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
  words: string;
}

const CASES: Case[] = [
  { source: 'SysUser:147 @NotBlank userName (an edit without it)', schema: userBodySchema, valid: user, invalid: { ...user, userName: undefined }, words: 'userName: 用户账号不能为空' },
  { source: 'SysUser:147 @NotBlank userName (blank)', schema: userBodySchema, valid: user, invalid: { ...user, userName: '   ' }, words: 'userName: 用户账号不能为空' },
  { source: 'SysUser:148 @Size(30) userName', schema: userBodySchema, valid: { ...user, userName: 'a'.repeat(20) }, invalid: { ...user, userName: 'a'.repeat(31) }, words: 'userName: 用户账号长度不能超过30个字符' },
  { source: 'SysUser:146 @Xss userName', schema: userBodySchema, valid: { ...user, userName: 'a<b' }, invalid: { ...user, userName: '<b>grace' }, words: 'userName: 用户账号不能包含脚本字符' },
  { source: 'SysUser:135 @Size(30) nickName', schema: userBodySchema, valid: { ...user, nickName: '名'.repeat(30) }, invalid: { ...user, nickName: '名'.repeat(31) }, words: 'nickName: 用户昵称长度不能超过30个字符' },
  { source: 'SysUser:134 @Xss nickName', schema: userBodySchema, valid: { ...user, nickName: 'Grace > Ada' }, invalid: { ...user, nickName: '<script>alert(1)</script>' }, words: 'nickName: 用户昵称不能包含脚本字符' },
  { source: 'SysUser:159 @Email email', schema: userBodySchema, valid: { ...user, email: '' }, invalid: { ...user, email: 'grace@' }, words: 'email: 邮箱格式不正确' },
  { source: 'SysUser:160 @Size(50) email', schema: userBodySchema, valid: user, invalid: { ...user, email: `${'g'.repeat(45)}@example.com` }, words: 'email: 邮箱长度不能超过50个字符' },
  { source: 'SysUser:171 @Size(11) phonenumber', schema: userBodySchema, valid: { ...user, phonenumber: '' }, invalid: { ...user, phonenumber: '138001380001' }, words: 'phonenumber: 手机号码长度不能超过11个字符' },
  { source: 'dept/index.vue:213 上级部门不能为空 (the form sent "")', schema: deptBodySchema, valid: { ...dept, deptId: undefined }, invalid: { ...dept, deptId: undefined, parentId: '' }, words: 'parentId: 上级部门不能为空' },
  { source: 'dept/index.vue:213 上级部门不能为空 (no parent)', schema: deptBodySchema, valid: dept, invalid: { ...dept, parentId: undefined }, words: 'parentId: 上级部门不能为空' },
  { source: 'SysDept:88 @NotBlank deptName', schema: deptBodySchema, valid: dept, invalid: { ...dept, deptName: '' }, words: 'deptName: 部门名称不能为空' },
  { source: 'SysDept:89 @Size(30) deptName', schema: deptBodySchema, valid: { ...dept, deptName: '部'.repeat(30) }, invalid: { ...dept, deptName: '部'.repeat(31) }, words: 'deptName: 部门名称长度不能超过30个字符' },
  { source: 'SysDept:100 @NotNull orderNum', schema: deptBodySchema, valid: { ...dept, orderNum: 0 }, invalid: { ...dept, orderNum: undefined }, words: 'orderNum: 显示顺序不能为空' },
  { source: 'SysDept:121 @Size(11) phone', schema: deptBodySchema, valid: { ...dept, phone: '' }, invalid: { ...dept, phone: '138001380001' }, words: 'phone: 联系电话长度不能超过11个字符' },
  { source: 'SysDept:132 @Email email', schema: deptBodySchema, valid: { ...dept, email: null }, invalid: { ...dept, email: 'dev@' }, words: 'email: 邮箱格式不正确' },
  { source: 'SysDept:133 @Size(50) email', schema: deptBodySchema, valid: dept, invalid: { ...dept, email: `${'d'.repeat(45)}@example.com` }, words: 'email: 邮箱长度不能超过50个字符' },
  { source: 'SysDeptController:104 上级部门不能是自己', schema: deptBodySchema, valid: dept, invalid: { ...dept, parentId: 5 }, words: "parentId: 修改部门'研发部门'失败，上级部门不能是自己" },
  { source: 'SysRole:97 @NotBlank roleName', schema: roleBodySchema, valid: role, invalid: { ...role, roleName: ' ' }, words: 'roleName: 角色名称不能为空' },
  { source: 'SysRole:98 @Size(30) roleName', schema: roleBodySchema, valid: role, invalid: { ...role, roleName: 'r'.repeat(31) }, words: 'roleName: 角色名称长度不能超过30个字符' },
  { source: 'SysRole:109 @NotBlank roleKey', schema: roleBodySchema, valid: role, invalid: { ...role, roleKey: undefined }, words: 'roleKey: 权限字符不能为空' },
  { source: 'SysRole:110 @Size(100) roleKey', schema: roleBodySchema, valid: role, invalid: { ...role, roleKey: 'k'.repeat(101) }, words: 'roleKey: 权限字符长度不能超过100个字符' },
  { source: 'SysRole:121 @NotNull roleSort', schema: roleBodySchema, valid: role, invalid: { ...role, roleSort: undefined }, words: 'roleSort: 显示顺序不能为空' },
  { source: 'SysMenu:82 @NotBlank menuName', schema: menuBodySchema, valid: menu, invalid: { ...menu, menuName: '' }, words: 'menuName: 菜单名称不能为空' },
  { source: 'SysMenu:83 @Size(50) menuName', schema: menuBodySchema, valid: menu, invalid: { ...menu, menuName: 'm'.repeat(51) }, words: 'menuName: 菜单名称长度不能超过50个字符' },
  { source: 'SysMenu:114 @NotNull orderNum', schema: menuBodySchema, valid: menu, invalid: { ...menu, orderNum: undefined }, words: 'orderNum: 显示顺序不能为空' },
  { source: 'SysMenu:125 @Size(200) path', schema: menuBodySchema, valid: menu, invalid: { ...menu, path: 'p'.repeat(201) }, words: 'path: 路由地址不能超过200个字符' },
  { source: 'SysMenu:136 @Size(max = 200) component (its message says 255)', schema: menuBodySchema, valid: { ...menu, component: 'c'.repeat(200) }, invalid: { ...menu, component: 'c'.repeat(201) }, words: 'component: 组件路径不能超过255个字符' },
  { source: 'SysMenu:187 @NotBlank menuType', schema: menuBodySchema, valid: menu, invalid: { ...menu, menuType: undefined }, words: 'menuType: 菜单类型不能为空' },
  { source: 'SysMenu:218 @Size(100) perms', schema: menuBodySchema, valid: menu, invalid: { ...menu, perms: 'p'.repeat(101) }, words: 'perms: 权限标识长度不能超过100个字符' },
  { source: 'SysMenuController:123 上级菜单不能选择自己', schema: menuBodySchema, valid: menu, invalid: { ...menu, parentId: '9' }, words: "parentId: 修改菜单'用户管理'失败，上级菜单不能选择自己" },
  { source: 'SysMenuController:119 地址必须以http(s)://开头 (edit)', schema: menuBodySchema, valid: { ...menu, isFrame: '0', path: 'https://ruoyi.vip' }, invalid: { ...menu, isFrame: '0', path: 'ruoyi.vip' }, words: "path: 修改菜单'用户管理'失败，地址必须以http(s)://开头" },
  { source: 'SysMenuController:95 地址必须以http(s)://开头 (add)', schema: menuBodySchema, valid: { ...menu, menuId: undefined, isFrame: '0', path: 'http://ruoyi.vip' }, invalid: { ...menu, menuId: undefined, isFrame: '0', path: 'ruoyi.vip' }, words: "path: 新增菜单'用户管理'失败，地址必须以http(s)://开头" },
  { source: 'SysNotice:55 @NotBlank noticeTitle', schema: noticeBodySchema, valid: notice, invalid: { ...notice, noticeTitle: undefined }, words: 'noticeTitle: 公告标题不能为空' },
  { source: 'SysNotice:56 @Size(50) noticeTitle', schema: noticeBodySchema, valid: notice, invalid: { ...notice, noticeTitle: '通'.repeat(51) }, words: 'noticeTitle: 公告标题不能超过50个字符' },
  { source: 'SysNotice:54 @Xss noticeTitle', schema: noticeBodySchema, valid: notice, invalid: { ...notice, noticeTitle: '<img src=x onerror=alert(1)>' }, words: 'noticeTitle: 公告标题不能包含脚本字符' },
  { source: 'SysDictType:48 @Size(100) dictName', schema: dictTypeBodySchema, valid: dictType, invalid: { ...dictType, dictName: 'd'.repeat(101) }, words: 'dictName: 字典类型名称长度不能超过100个字符' },
  { source: 'SysDictType:60 @Size(100) dictType', schema: dictTypeBodySchema, valid: dictType, invalid: { ...dictType, dictType: 'd'.repeat(101) }, words: 'dictType: 字典类型类型长度不能超过100个字符' },
  { source: 'SysDictType:61 @Pattern dictType', schema: dictTypeBodySchema, valid: dictType, invalid: { ...dictType, dictType: 'Sys-Sex' }, words: 'dictType: 字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）' },
  { source: 'SysDictData:76 @Size(100) dictLabel', schema: dictDataBodySchema, valid: dictData, invalid: { ...dictData, dictLabel: 'l'.repeat(101) }, words: 'dictLabel: 字典标签长度不能超过100个字符' },
  { source: 'SysDictData:88 @Size(100) dictValue', schema: dictDataBodySchema, valid: dictData, invalid: { ...dictData, dictValue: 'v'.repeat(101) }, words: 'dictValue: 字典键值长度不能超过100个字符' },
  { source: 'SysDictData:100 @Size(100) dictType', schema: dictDataBodySchema, valid: dictData, invalid: { ...dictData, dictType: 't'.repeat(101) }, words: 'dictType: 字典类型长度不能超过100个字符' },
  { source: 'SysDictData:111 @Size(100) cssClass', schema: dictDataBodySchema, valid: dictData, invalid: { ...dictData, cssClass: 'c'.repeat(101) }, words: 'cssClass: 样式属性长度不能超过100个字符' },
  { source: 'SysConfig:51 @Size(100) configName', schema: configBodySchema, valid: config, invalid: { ...config, configName: 'n'.repeat(101) }, words: 'configName: 参数名称不能超过100个字符' },
  { source: 'SysConfig:63 @Size(100) configKey', schema: configBodySchema, valid: config, invalid: { ...config, configKey: 'k'.repeat(101) }, words: 'configKey: 参数键名长度不能超过100个字符' },
  { source: 'SysConfig:75 @Size(500) configValue', schema: configBodySchema, valid: config, invalid: { ...config, configValue: 'v'.repeat(501) }, words: 'configValue: 参数键值长度不能超过500个字符' },
];

describe("RuoYi-Vue's bean validation and controller checks, as the system bodies' rules", () => {
  for (const { source, schema, valid, invalid, words } of CASES) {
    it(source, () => {
      expect(refusal(schema, valid)).toBe('');
      expect(refusal(schema, invalid)).toBe(words);
    });
  }
});

describe('the checks a server makes against its rows, in RuoYi words', () => {
  const zh = (key: keyof typeof validationZhCN, name: string) => fillMessage(validationZhCN[key], { name });
  it('SysUserController:131/160 and the other uniqueness refusals name the record', () => {
    expect(zh(UNIQUE_REFUSALS.user.userName.add, 'ry')).toBe("新增用户'ry'失败，登录账号已存在");
    expect(zh(UNIQUE_REFUSALS.user.userName.edit, 'ry')).toBe("修改用户'ry'失败，登录账号已存在");
    expect(zh(UNIQUE_REFUSALS.user.phonenumber.add, 'ry')).toBe("新增用户'ry'失败，手机号码已存在");
    expect(zh(UNIQUE_REFUSALS.user.email.edit, 'ry')).toBe("修改用户'ry'失败，邮箱账号已存在");
    expect(zh(UNIQUE_REFUSALS.dept.deptName.add, '研发部门')).toBe("新增部门'研发部门'失败，部门名称已存在");
    expect(zh(UNIQUE_REFUSALS.role.roleKey.edit, '普通角色')).toBe("修改角色'普通角色'失败，角色权限已存在");
    expect(zh(UNIQUE_REFUSALS.menu.menuName.add, '用户管理')).toBe("新增菜单'用户管理'失败，菜单名称已存在");
    expect(zh(UNIQUE_REFUSALS.dictType.dictType.add, '用户性别')).toBe("新增字典'用户性别'失败，字典类型已存在");
    expect(zh(UNIQUE_REFUSALS.config.configKey.edit, '账号自助')).toBe("修改参数'账号自助'失败，参数键名已存在");
  });

  it('SysUser.isAdmin / SysRole.isAdmin: id 1 is the super administrator, no other', () => {
    expect(isSuperAdminId(1)).toBe(true);
    expect(isSuperAdminId('1')).toBe(true);
    expect(isSuperAdminId(2)).toBe(false);
    expect(isSuperAdminId(undefined)).toBe(false);
    expect(validationZhCN[RUOYI_KEYS.userSuperAdmin]).toBe('不允许操作超级管理员用户');
    expect(validationZhCN[RUOYI_KEYS.roleSuperAdmin]).toBe('不允许操作超级管理员角色');
  });

  it("XssValidator: a tag is script, a lone '<' or '>' is not", () => {
    expect(containsHtml('<b>bold</b>')).toBe(true);
    expect(containsHtml('<br />')).toBe(true);
    expect(containsHtml('a < b')).toBe(false);
    expect(containsHtml('a > b')).toBe(false);
    expect(containsHtml('')).toBe(false);
  });

  it('every RuoYi key has its English text and answers code 500', () => {
    for (const key of Object.values(RUOYI_KEYS)) {
      expect(isRuoyiKey(key)).toBe(true);
      expect(validationEn[key]).toMatch(/\w/);
    }
    expect(isRuoyiKey('validation.account.required')).toBe(false);
  });
});
