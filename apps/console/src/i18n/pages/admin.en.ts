import type { adminZhCN } from './admin.zh-CN';

/** Texts shared by the administration's pages (en). */
export const adminEn: Record<keyof typeof adminZhCN, string> = {
  'admin.status': 'Status',
  'admin.normal': 'Normal',
  'admin.disabled': 'Disabled',
  'admin.beginTime': 'Start date',
  'admin.endTime': 'End date',
  'admin.modules': 'Modules',
  'admin.modulesUserHint': 'The user may use the modules ticked here and those its roles grant; menus and permissions count only inside them.',
  'admin.modulesRoleHint': 'Users holding this role may use these modules; the role’s menus and permissions count only inside them.',
};
