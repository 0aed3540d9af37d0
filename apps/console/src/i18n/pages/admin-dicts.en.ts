import type { adminDictsZhCN } from './admin-dicts.zh-CN';

/** Texts of dictionaries and parameters of the administration (en). */
export const adminDictsEn: Record<keyof typeof adminDictsZhCN, string> = {};
