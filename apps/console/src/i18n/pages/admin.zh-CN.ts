/** Texts shared by the administration's pages (zh-CN). */
export const adminZhCN = {
  'admin.status': '状态',
  'admin.normal': '正常',
  'admin.disabled': '停用',
  'admin.beginTime': '开始日期',
  'admin.endTime': '结束日期',
} as const;
