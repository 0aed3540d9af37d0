/** Texts of the data report (zh-CN). */
export const reportsZhCN = {
  'report.period': '统计周期',
  'report.day': '近1天',
  'report.week': '近7天',
  'report.month': '近30天',
  'report.total': '设备总数',
  'report.online': '在线设备',
  'report.offline': '离线设备',
  'report.alarm': '报警次数',
  'report.chart': '{module}近1天、7天、30天设备与报警统计图',
  'report.table': '{module}设备与报警统计',
  'report.fileName': '数据报表',
} as const satisfies Record<string, string>;
