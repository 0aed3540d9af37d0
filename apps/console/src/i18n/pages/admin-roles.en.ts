import type { adminRolesZhCN } from './admin-roles.zh-CN';

/** Texts of roles, departments and menus of the administration (en). */
export const adminRolesEn: Record<keyof typeof adminRolesZhCN, string> = {};
