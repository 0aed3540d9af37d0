/** Texts of the module home (zh-CN). */
export const overviewZhCN = {
  'overview.online': '在线设备',
  'overview.offline': '离线设备',
  'overview.alarmsToday': '今日报警',
  'overview.openWorkOrders': '待处理工单',
  'overview.alarmWeek': '近7日报警趋势',
  'overview.alarmCount': '报警数',
  'overview.latestAlarms': '最新报警',
  'overview.allAlarms': '查看全部报警',
  'overview.weekTotal': '近7日共 {count} 条报警',
  'overview.alarmTime': '报警时间',
  'overview.alarmType': '报警类型',
  'overview.alarmValue': '检测值',
} as const satisfies Record<string, string>;
