import type { screenZhCN } from './screen.zh-CN';

/** Texts of the smart large screen (en). */
export const screenEn: Record<keyof typeof screenZhCN, string> = {
  'screen.title': 'Smart large screen',
  'screen.map': 'Device map',
  'screen.mapLabel': 'Map of the devices',
  'screen.devicesShown': 'Devices on the map: {count}',
  'screen.onlineRate': 'Online rate per module',
  'screen.onlineOf': '{online} of {total} online',
  'screen.alarmsToday': 'Alarms today',
  'screen.ticker': 'Live alarms',
  'screen.noAlarms': 'No alarms',
  'screen.trend': 'Alarms, last 7 days',
  'screen.workOrders': 'Work orders by status',
  'screen.updatedAt': 'Updated {time}',
  'screen.offlineData': 'Data unavailable, retrying shortly',
} as const;
