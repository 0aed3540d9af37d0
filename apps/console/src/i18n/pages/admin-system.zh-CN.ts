/** Texts of system configuration, cloud storage and products of the administration (zh-CN). */
export const adminSystemZhCN = {} as const;
