/** Texts of roles, departments and menus of the administration (zh-CN). */
export const adminRolesZhCN = {} as const;
