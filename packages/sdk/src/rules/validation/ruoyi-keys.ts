/**
 * Keys of RuoYi-Vue's own validation (bean annotations of its domain classes, and its controllers' and services'
 * checks), so the console's forms and vigil-mock refuse a system write as a RuoYi backend does, in RuoYi's words.
 * Namespaced by the RuoYi class each comes from; `ruoyi-rules.ts` cites the source line of each.
 */
export const RUOYI_KEYS = Object.freeze({
  // SysUser (bean validation)
  userNameRequired: 'validation.sysUser.userNameRequired',
  userNameSize: 'validation.sysUser.userNameSize',
  userNameXss: 'validation.sysUser.userNameXss',
  nickNameSize: 'validation.sysUser.nickNameSize',
  nickNameXss: 'validation.sysUser.nickNameXss',
  userEmailFormat: 'validation.sysUser.emailFormat',
  userEmailSize: 'validation.sysUser.emailSize',
  phonenumberSize: 'validation.sysUser.phonenumberSize',
  // SysUserController / SysUserServiceImpl
  userAddNameTaken: 'validation.sysUser.addNameTaken',
  userAddPhoneTaken: 'validation.sysUser.addPhoneTaken',
  userAddEmailTaken: 'validation.sysUser.addEmailTaken',
  userEditNameTaken: 'validation.sysUser.editNameTaken',
  userEditPhoneTaken: 'validation.sysUser.editPhoneTaken',
  userEditEmailTaken: 'validation.sysUser.editEmailTaken',
  userSuperAdmin: 'validation.sysUser.superAdmin',
  userDeleteSelf: 'validation.sysUser.deleteSelf',
  // SysDept, the RuoYi UI's department form, SysDeptController / SysDeptServiceImpl
  deptParentRequired: 'validation.sysDept.parentRequired',
  deptNameRequired: 'validation.sysDept.nameRequired',
  deptNameSize: 'validation.sysDept.nameSize',
  deptOrderRequired: 'validation.sysDept.orderRequired',
  deptPhoneSize: 'validation.sysDept.phoneSize',
  deptEmailFormat: 'validation.sysDept.emailFormat',
  deptEmailSize: 'validation.sysDept.emailSize',
  deptAddNameTaken: 'validation.sysDept.addNameTaken',
  deptEditNameTaken: 'validation.sysDept.editNameTaken',
  deptOwnParent: 'validation.sysDept.ownParent',
  deptParentDisabled: 'validation.sysDept.parentDisabled',
  deptHasChildren: 'validation.sysDept.hasChildren',
  deptHasUsers: 'validation.sysDept.hasUsers',
  // SysRole, SysRoleController / SysRoleServiceImpl
  roleNameRequired: 'validation.sysRole.nameRequired',
  roleNameSize: 'validation.sysRole.nameSize',
  roleKeyRequired: 'validation.sysRole.keyRequired',
  roleKeySize: 'validation.sysRole.keySize',
  roleSortRequired: 'validation.sysRole.sortRequired',
  roleAddNameTaken: 'validation.sysRole.addNameTaken',
  roleAddKeyTaken: 'validation.sysRole.addKeyTaken',
  roleEditNameTaken: 'validation.sysRole.editNameTaken',
  roleEditKeyTaken: 'validation.sysRole.editKeyTaken',
  roleSuperAdmin: 'validation.sysRole.superAdmin',
  roleAssigned: 'validation.sysRole.assigned',
  // SysMenu, SysMenuController
  menuNameRequired: 'validation.sysMenu.nameRequired',
  menuNameSize: 'validation.sysMenu.nameSize',
  menuOrderRequired: 'validation.sysMenu.orderRequired',
  menuPathSize: 'validation.sysMenu.pathSize',
  menuComponentSize: 'validation.sysMenu.componentSize',
  menuTypeRequired: 'validation.sysMenu.typeRequired',
  menuPermsSize: 'validation.sysMenu.permsSize',
  menuAddNameTaken: 'validation.sysMenu.addNameTaken',
  menuEditNameTaken: 'validation.sysMenu.editNameTaken',
  menuAddNotHttp: 'validation.sysMenu.addNotHttp',
  menuEditNotHttp: 'validation.sysMenu.editNotHttp',
  menuOwnParent: 'validation.sysMenu.ownParent',
  menuHasChildren: 'validation.sysMenu.hasChildren',
  // SysNotice
  noticeTitleRequired: 'validation.sysNotice.titleRequired',
  noticeTitleSize: 'validation.sysNotice.titleSize',
  noticeTitleXss: 'validation.sysNotice.titleXss',
  // SysDictType, SysDictData, SysConfig (their required texts are spec §5's `dict.*`/`parameter.*` keys)
  dictNameSize: 'validation.sysDictType.nameSize',
  dictTypeSize: 'validation.sysDictType.typeSize',
  dictTypePattern: 'validation.sysDictType.typePattern',
  dictAddTypeTaken: 'validation.sysDictType.addTypeTaken',
  dictEditTypeTaken: 'validation.sysDictType.editTypeTaken',
  dictLabelSize: 'validation.sysDictData.labelSize',
  dictValueSize: 'validation.sysDictData.valueSize',
  dictDataTypeSize: 'validation.sysDictData.typeSize',
  cssClassSize: 'validation.sysDictData.cssClassSize',
  configNameSize: 'validation.sysConfig.nameSize',
  configKeySize: 'validation.sysConfig.keySize',
  configValueSize: 'validation.sysConfig.valueSize',
  configAddKeyTaken: 'validation.sysConfig.addKeyTaken',
  configEditKeyTaken: 'validation.sysConfig.editKeyTaken',
} as const);

export type RuoyiKey = (typeof RUOYI_KEYS)[keyof typeof RUOYI_KEYS];

const RUOYI_KEY_SET: ReadonlySet<string> = new Set(Object.values(RUOYI_KEYS));

/**
 * Whether a key is one of RuoYi's own refusals: a RuoYi backend answers every one of them `{ code: 500, msg }` (its
 * GlobalExceptionHandler turns a failed @Validated bean and a ServiceException alike into AjaxResult.error).
 */
export function isRuoyiKey(key: string): key is RuoyiKey {
  return RUOYI_KEY_SET.has(key);
}
