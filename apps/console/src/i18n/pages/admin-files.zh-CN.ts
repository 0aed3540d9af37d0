/** Texts of file columns and files of the administration (zh-CN). */
export const adminFilesZhCN = {} as const;
