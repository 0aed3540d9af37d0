import type { Localized } from '../i18n/messages';
import { both } from '../i18n/locale';

/**
 * What the ruoyi dialect sends instead of vigil-mock's own words, field by field. Every code here is a published
 * convention of the RuoYi family (references §4), so the console's wire-code tables can agree with it by the same fact:
 * FastBee's device status 1 inactive, 2 disabled, 3 online, 4 offline (integers, dictionary `iot_device_status`);
 * flags as integers 1/0; RuoYi-style dictionary values "0", "1"… (strings) for a work order's status and level, whose
 * labels `gd_status` and `gd_level` carry; an alarm type as the integer it is stored as. A field without such a
 * convention (contact method, share permission…) keeps the default dialect's word.
 */

/** The kinds of record whose fields are coded or nulled, and the calls that carry them (requests and answers). */
export type RecordKind = 'device' | 'alarm' | 'workOrder' | 'user' | 'role' | 'dictData';

export interface CodedField {
  kind: RecordKind;
  field: string;
  /** The dictionary (`/system/dict/data/type/<dict>`) whose values are these codes and whose labels name them. */
  dict: string;
  /** Name of that dictionary, for one the default seed lacks. */
  dictName?: Localized;
  /** vigil-mock's value (as a string: `online`, `true`) → the dialect's code, with its label. */
  codes: Readonly<Record<string, { code: string | number; label: Localized; style?: string }>>;
}

const flag = (yes: Localized, no: Localized) => ({ true: { code: 1, label: yes, style: 'primary' }, false: { code: 0, label: no, style: 'info' } });

export const RUOYI_CODED_FIELDS: readonly CodedField[] = [
  {
    kind: 'device',
    field: 'status',
    dict: 'iot_device_status',
    dictName: both('设备状态', 'Device status'),
    codes: {
      // vigil-mock has no inactive or disabled device; the codes are listed so the dictionary is FastBee's whole.
      inactive: { code: 1, label: both('未激活', 'Inactive'), style: 'info' },
      disabled: { code: 2, label: both('禁用', 'Disabled'), style: 'danger' },
      online: { code: 3, label: both('在线', 'Online'), style: 'success' },
      offline: { code: 4, label: both('离线', 'Offline'), style: 'warning' },
    },
  },
  { kind: 'device', field: 'bound', dict: 'iot_device_bound', dictName: both('绑定状态', 'Binding'), codes: flag(both('已绑定', 'Bound'), both('已解绑', 'Unbound')) },
  { kind: 'alarm', field: 'dispatched', dict: 'alarm_dispatched', dictName: both('派单状态', 'Dispatched'), codes: flag(both('已派单', 'Dispatched'), both('未派单', 'Not dispatched')) },
  { kind: 'alarm', field: 'cleared', dict: 'alarm_cleared', dictName: both('复位状态', 'Reset'), codes: flag(both('已复位', 'Reset'), both('未复位', 'Not reset')) },
  {
    kind: 'alarm',
    field: 'type',
    dict: 'alarm_type',
    dictName: both('报警类型', 'Alarm type'),
    codes: {
      '1': { code: 1, label: both('低报', 'Low alarm'), style: 'warning' },
      '2': { code: 2, label: both('高报', 'High alarm'), style: 'danger' },
      '3': { code: 3, label: both('故障', 'Fault'), style: 'info' },
      '4': { code: 4, label: both('离线', 'Offline'), style: 'info' },
    },
  },
  {
    kind: 'workOrder',
    field: 'status',
    dict: 'gd_status',
    codes: {
      pending: { code: '0', label: both('待处理', 'Pending') },
      processing: { code: '1', label: both('处理中', 'Processing') },
      completed: { code: '2', label: both('已完成', 'Completed') },
      rejected: { code: '3', label: both('已驳回', 'Rejected') },
    },
  },
  {
    kind: 'workOrder',
    field: 'level',
    dict: 'gd_level',
    codes: {
      ordinary: { code: '0', label: both('普通', 'Ordinary') },
      urgent: { code: '1', label: both('紧急', 'Urgent') },
      extraUrgent: { code: '2', label: both('特急', 'Extra urgent') },
    },
  },
];

/**
 * Columns of each kind's domain class that Jackson writes as `null` when empty: a record lacking one gets it as null,
 * and an empty string in any of its fields is sent as null (the database holds NULL where vigil-mock holds '').
 */
export const RUOYI_COLUMNS: Readonly<Record<RecordKind, readonly string[]>> = {
  device: ['sn', 'model', 'name', 'remark', 'location', 'longitude', 'latitude', 'siteId', 'bindTime', 'lastOnlineTime', 'lastOfflineTime'],
  alarm: ['sn', 'address', 'deviceName', 'typeName', 'value', 'unit', 'content', 'clearTime'],
  workOrder: ['alarmId', 'imei', 'handler', 'handlerPhone', 'result', 'reason', 'remark', 'updateTime'],
  user: ['email', 'phonenumber', 'avatar', 'remark', 'loginIp', 'loginDate', 'updateTime'],
  role: ['remark', 'updateTime'],
  dictData: ['cssClass', 'listClass', 'remark', 'updateTime'],
};

/** The calls whose records are of one kind: their answers are translated out, their requests' codes read back in. */
export const RUOYI_RECORDS_OF: Readonly<Record<string, RecordKind>> = {
  'sensors.list': 'device',
  'sensors.get': 'device',
  'sensors.create': 'device',
  'sensors.update': 'device',
  'alarms.list': 'alarm',
  'workOrders.list': 'workOrder',
  'workOrders.mine': 'workOrder',
  'workOrders.get': 'workOrder',
  'workOrders.add': 'workOrder',
  'workOrders.edit': 'workOrder',
  'workOrders.modifyStatus': 'workOrder',
  'users.list': 'user',
  'users.get': 'user',
  'users.profile': 'user',
  'roles.allocatedUsers': 'user',
  'roles.unallocatedUsers': 'user',
  'auth.getInfo': 'user',
  'roles.list': 'role',
  'roles.get': 'role',
  'dictData.byType': 'dictData',
  'dictData.list': 'dictData',
  'dictData.get': 'dictData',
};

/** Fields holding epoch milliseconds in vigil-mock's answers that a RuoYi backend writes as `yyyy-MM-dd HH:mm:ss`. */
export const RUOYI_EPOCH_FIELDS: readonly string[] = ['expiresAt'];
