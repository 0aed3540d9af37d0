/** Texts shared by the administration's pages (zh-CN). */
export const adminZhCN = {
  'admin.status': '状态',
  'admin.normal': '正常',
  'admin.disabled': '停用',
  'admin.beginTime': '开始日期',
  'admin.endTime': '结束日期',
  'admin.modules': '可用模块',
  'admin.modulesUserHint': '用户可使用这里勾选的模块及其角色授予的模块；菜单和权限只在可用模块内生效。',
  'admin.modulesRoleHint': '持有此角色的用户可使用这些模块；角色的菜单和权限只在可用模块内生效。',
} as const;
