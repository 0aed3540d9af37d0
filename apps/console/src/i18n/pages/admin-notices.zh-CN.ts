/** Texts of announcements of the administration (zh-CN). */
export const adminNoticesZhCN = {} as const;
