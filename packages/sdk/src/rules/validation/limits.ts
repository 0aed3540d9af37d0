/**
 * The longest text each stored field takes, in characters: RuoYi's column sizes for its own tables (sys_user,
 * sys_dept, sys_role, sys_menu, sys_notice), the spec where it says less (an account is at most 20, §5), and sizes of
 * the same order for the device, alarm and payment tables. A notice's content is a rich-text column; its cap keeps one
 * notice well under the request body limit. docs/mock-server.md lists the limit of every field per call.
 */
export const TEXT_MAX = Object.freeze({
  nickName: 30,
  email: 50,
  deptName: 30,
  leader: 20,
  roleName: 30,
  roleKey: 100,
  menuName: 50,
  path: 200,
  component: 255,
  perms: 100,
  icon: 100,
  query: 255,
  noticeTitle: 50,
  noticeContent: 100_000,
  remark: 500,
  /** A person's name: persons in charge, work-order handlers, entrance staff. */
  personName: 30,
  /** Work-order info, result and rejection reason. */
  workOrderText: 500,
  siteName: 100,
  /** Postal addresses and device locations. */
  address: 255,
  entranceName: 50,
  /** A device's name, and its model designation. */
  deviceName: 50,
  probeName: 30,
  probeType: 20,
  unit: 20,
  /** A probe's range as `min-max`. */
  range: 50,
  instruction: 200,
  columnTitle: 50,
  fileName: 100,
  link: 255,
  fenceName: 30,
  orderNo: 64,
  /** Recharge order remark. */
  orderRemark: 100,
  /** Captcha and session tokens. */
  token: 200,
  /** Keys and values of a serial number's configuration. */
  configKey: 50,
  configValue: 500,
  /** RuoYi's sys_dict_type, sys_dict_data and sys_config columns. */
  dictName: 100,
  dictType: 100,
  dictLabel: 100,
  dictValue: 100,
  cssClass: 100,
  parameterName: 100,
  parameterKey: 100,
  parameterValue: 500,
});

/** The longest list a write takes: ids to assign, probes of a device, fence periods and points, imported configs. */
export const LIST_MAX = Object.freeze({
  ids: 1000,
  names: 50,
  probes: 32,
  configs: 100,
  fencePeriods: 24,
  fencePoints: 500,
  configEntries: 50,
});
