import type { adminFilesZhCN } from './admin-files.zh-CN';

/** Texts of file columns and files of the administration (en). */
export const adminFilesEn: Record<keyof typeof adminFilesZhCN, string> = {};
