/** Texts of dictionaries and parameters of the administration (zh-CN). */
export const adminDictsZhCN = {} as const;
