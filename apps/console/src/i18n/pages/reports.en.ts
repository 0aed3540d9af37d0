import type { reportsZhCN } from './reports.zh-CN';

/** Texts of the data report (en). */
export const reportsEn: Record<keyof typeof reportsZhCN, string> = {
  'report.period': 'Period',
  'report.day': 'Last day',
  'report.week': 'Last 7 days',
  'report.month': 'Last 30 days',
  'report.total': 'Devices',
  'report.online': 'Online',
  'report.offline': 'Offline',
  'report.alarm': 'Alarms',
  'report.chart': '{module}: devices and alarms over the last 1, 7 and 30 days',
  'report.table': '{module}: devices and alarms',
  'report.fileName': 'Data report',
};
