import type { adminSystemZhCN } from './admin-system.zh-CN';

/** Texts of system configuration, cloud storage and products of the administration (en). */
export const adminSystemEn: Record<keyof typeof adminSystemZhCN, string> = {};
