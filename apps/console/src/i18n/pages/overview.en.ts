import type { overviewZhCN } from './overview.zh-CN';

/** Texts of the module home (en). */
export const overviewEn: Record<keyof typeof overviewZhCN, string> = {
  'overview.online': 'Devices online',
  'overview.offline': 'Devices offline',
  'overview.alarmsToday': 'Alarms today',
  'overview.openWorkOrders': 'Open work orders',
  'overview.alarmWeek': 'Alarms in the last 7 days',
  'overview.alarmCount': 'Alarms',
  'overview.latestAlarms': 'Latest alarms',
  'overview.allAlarms': 'All alarms',
  'overview.weekTotal': '{count} alarms in the last 7 days',
  'overview.alarmTime': 'Alarm time',
  'overview.alarmType': 'Alarm type',
  'overview.alarmValue': 'Detected value',
};
