import type { realtimeZhCN } from './realtime.zh-CN';

/** Texts of the real-time data page (en). */
export const realtimeEn: Record<keyof typeof realtimeZhCN, string> = {
  'realtime.table': '{module} real-time data',
  'realtime.readings': 'Readings',
  'realtime.state': 'Alarm state',
  'realtime.lastTime': 'Data time',
  'realtime.high': 'High alarm',
  'realtime.low': 'Low alarm',
  'realtime.stale': 'Stale',
  'realtime.noData': 'No data',
  'realtime.normal': 'Normal',
  'realtime.watch': 'Watch',
  'realtime.watchDevice': 'Watch device {imei}',
  'realtime.stopWatch': 'Stop watching',
  'realtime.panel': 'Live data of device {imei}',
  'realtime.probe': 'Probe',
  'realtime.value': 'Value',
  'realtime.changed': '{probe} changed to {value}',
  'realtime.changedJoin': '; ',
  'realtime.socket.connecting': 'Connecting',
  'realtime.socket.open': 'Live connection open',
  'realtime.socket.reconnecting': 'Reconnecting',
  'realtime.socket.failed': 'Connection Disconnected',
  'realtime.waiting': 'Waiting for the device to send data',
  'realtime.hint': 'Choose "Watch" to see a device live; the other devices refresh every {seconds} s, and one without data for over {minutes} minutes is shown as stale.',
};
