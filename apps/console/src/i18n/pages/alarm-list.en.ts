import type { alarmListZhCN } from './alarm-list.zh-CN';

/** Texts of the alarm information page (en). */
export const alarmListEn: Record<keyof typeof alarmListZhCN, string> = {
  'alarmList.beginTime': 'Start date',
  'alarmList.endTime': 'End date',
  'alarmList.imei': 'Device IMEI',
  'alarmList.type': 'Alarm type',
  'alarmList.dispatched': 'Dispatched',
  'alarmList.dispatchedYes': 'Dispatched',
  'alarmList.dispatchedNo': 'Not dispatched',
  'alarmList.device': 'Device',
  'alarmList.value': 'Detection value',
  'alarmList.time': 'Alarm time',
  'alarmList.table': '{module} alarm information',
  'alarmList.confirmReset': 'Are you sure to reset the alarm of {name}?',
  'alarmList.confirmResetSelected': 'Are you sure to reset the {count} selected alarms?',
  'alarmList.resetDone': 'Reset successfully',
  'alarmList.exportName': 'alarm-information',
  'alarmList.dispatchInfo': '{device} ({imei}) {type}, detection value {value}: please handle it as soon as possible',
  'alarmList.dispatchInfoNoValue': '{device} ({imei}) {type}: please handle it as soon as possible',
};
