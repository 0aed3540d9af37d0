/** Texts of the smart large screen (zh-CN). */
export const screenZhCN = {
  'screen.title': '智慧大屏',
  'screen.map': '设备分布',
  'screen.mapLabel': '设备分布地图',
  'screen.devicesShown': '地图上的设备：{count} 台',
  'screen.onlineRate': '各模块在线率',
  'screen.onlineOf': '{online} / {total} 台在线',
  'screen.alarmsToday': '今日报警',
  'screen.ticker': '实时报警',
  'screen.noAlarms': '暂无报警',
  'screen.trend': '近 7 日报警趋势',
  'screen.workOrders': '工单状态',
  'screen.updatedAt': '更新于 {time}',
  'screen.offlineData': '数据暂不可用，稍后自动重试',
} as const;
