import type { devicesZhCN } from './devices.zh-CN';

/** Texts of device management (en). */
export const devicesEn: Record<keyof typeof devicesZhCN, string> = {
  'device.model': 'Model',
  'device.sn': 'Serial number',
  'device.imei': 'Device IMEI',
  'device.status': 'Status',
  'device.location': 'Location',
  'device.remark': 'Remark',
  'device.bindTime': 'Binding time',
  'device.lastOnlineTime': 'Last online',
  'device.lastOfflineTime': 'Last offline',
  'device.signal': 'Signal',
  'device.online': 'Online',
  'device.offline': 'Offline',
  'device.table': '{module} devices',
  'device.noProduct': 'This module has no device product to manage',
  'device.name': 'Device name',
  'device.longitude': 'Longitude',
  'device.latitude': 'Latitude',
  'device.addTitle': 'Add device',
  'device.editTitle': 'Edit device',
};
