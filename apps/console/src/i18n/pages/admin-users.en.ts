import type { adminUsersZhCN } from './admin-users.zh-CN';

/** Texts of users, authorised users (roleuser) of the administration (en). */
export const adminUsersEn: Record<keyof typeof adminUsersZhCN, string> = {};
