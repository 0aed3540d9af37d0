import type { adminZhCN } from './admin.zh-CN';

/** Texts shared by the administration's pages (en). */
export const adminEn: Record<keyof typeof adminZhCN, string> = {
  'admin.status': 'Status',
  'admin.normal': 'Normal',
  'admin.disabled': 'Disabled',
  'admin.beginTime': 'Start date',
  'admin.endTime': 'End date',
};
