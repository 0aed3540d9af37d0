import type { alarmsZhCN } from './alarms.zh-CN';

/** Texts of the alarm pages and the live popup's alarm types (en). */
export const alarmsEn: Record<keyof typeof alarmsZhCN, string> = {
  'alarmType.high': 'High alarm',
  'alarmType.low': 'Low alarm',
  'alarmType.deficiency': 'Low (deficiency)',
  'alarmType.enrichment': 'High (enrichment)',
  'alarmType.fault': 'Fault',
  'alarmType.offline': 'Offline',
  'alarmType.unknown': 'Alarm',
  'workOrder.levelOrdinary': 'Ordinary',
  'workOrder.levelUrgent': 'Urgent',
  'workOrder.levelExtraUrgent': 'Extra urgent',
  'workOrder.info': 'Work order info',
  'workOrder.handler': 'Person in charge',
  'workOrder.handlerPhone': "Person in charge's phone",
  'workOrder.level': 'Level',
  'dispatch.title': 'Dispatch a work order',
  'dispatch.done': 'Work order dispatched',
  'dispatch.orderMissing': 'The alarm’s work order was not found; it may have been deleted',
  'dispatch.person': 'Person in charge',
  'dispatch.personHint': 'Choosing one fills in the name and phone below',
};
