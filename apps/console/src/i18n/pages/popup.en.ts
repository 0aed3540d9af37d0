import type { popupZhCN } from './popup.zh-CN';

/** Texts of the live alarm popup's actions, bell count, announcements and desktop notifications (en). */
export const popupEn: Record<keyof typeof popupZhCN, string> = {
  'popup.view': 'View',
  'popup.viewHint': 'Open the real-time data of device {imei}',
  'popup.dispatch': 'Dispatch work order',
  'popup.viewOrder': 'View work order',
  'popup.confirm': 'Confirm',
  'popup.confirmHint': 'Confirm and remove this alarm',
  'popup.type': 'Alarm type',
  'popup.keys': 'Left and right arrow keys page, Escape minimises',
  'popup.unseen': '{count, plural, one {# unseen alarm} other {# unseen alarms}}',
  'popup.newAlarm': 'New alarm: {type}, device {imei}',
  'popup.notificationTitle': 'New alarm: {type}',
  'popup.dispatchInfo': '{type}: {name} ({notes}), device {imei}, {address}, alarm time {time}',
} as const;
