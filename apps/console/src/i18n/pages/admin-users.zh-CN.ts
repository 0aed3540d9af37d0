/** Texts of users, authorised users (roleuser) of the administration (zh-CN). */
export const adminUsersZhCN = {} as const;
