/** Texts of exports: the progress dialog and its outcomes (zh-CN). */
export const exportZhCN = {
  'export.title': '正在导出',
  'export.hint': '文件生成后会自动下载，导出期间可以取消。',
  'export.status': '已接收 {received}，已用时 {elapsed}',
  'export.receivedOf': '{received} / {total}',
  'export.done': '导出成功',
  'export.cancelled': '已取消导出',
} as const satisfies Record<string, string>;
