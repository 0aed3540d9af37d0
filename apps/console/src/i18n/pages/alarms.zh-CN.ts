/** Texts of the alarm pages and the live popup's alarm types (zh-CN). */
export const alarmsZhCN = {
  'alarmType.high': '高报',
  'alarmType.low': '低报',
  'alarmType.deficiency': '低报（缺氧）',
  'alarmType.enrichment': '高报（富氧）',
  'alarmType.fault': '故障',
  'alarmType.offline': '离线',
  'alarmType.unknown': '报警',
  'workOrder.levelOrdinary': '普通',
  'workOrder.levelUrgent': '紧急',
  'workOrder.levelExtraUrgent': '特急',
  'workOrder.info': '工单信息',
  'workOrder.handler': '负责人',
  'workOrder.handlerPhone': '负责人电话',
  'workOrder.level': '工单等级',
  'dispatch.title': '派发工单',
  'dispatch.done': '工单派发成功',
} as const satisfies Record<string, string>;
