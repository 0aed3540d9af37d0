/** Texts of the live alarm popup's actions, bell count, announcements and desktop notifications (zh-CN). */
export const popupZhCN = {
  'popup.view': '查看',
  'popup.viewHint': '打开设备 {imei} 的实时数据',
  'popup.dispatch': '派发工单',
  'popup.viewOrder': '查看工单',
  'popup.confirm': '确认',
  'popup.confirmHint': '确认并移除此报警',
  'popup.type': '报警类型',
  'popup.keys': '左右方向键翻页，Esc 最小化',
  'popup.unseen': '{count} 条未查看报警',
  'popup.newAlarm': '新报警：{type}，设备 {imei}',
  'popup.notificationTitle': '新报警：{type}',
  'popup.dispatchInfo': '{type}：{name}（{notes}），设备 {imei}，{address}，报警时间 {time}',
} as const satisfies Record<string, string>;
