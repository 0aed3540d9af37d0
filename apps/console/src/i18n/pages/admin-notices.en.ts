import type { adminNoticesZhCN } from './admin-notices.zh-CN';

/** Texts of announcements of the administration (en). */
export const adminNoticesEn: Record<keyof typeof adminNoticesZhCN, string> = {};
