import { probeNameIn } from '@vigil/sdk';
import { ALARM_TYPES } from './alarm-types';
import type { SheetColumn } from './export-sheet';
import { both } from './i18n/locale';

const YES = both('是', 'Yes');
const NO = both('否', 'No');

/**
 * The alarm export's columns (POST /sensor/alarm/export): the list's fields under headers in the caller's language,
 * the type code and the dispatched flag in words, the probe by its catalogue name in that language.
 */
export const ALARM_EXPORT_COLUMNS: readonly SheetColumn[] = [
  { key: 'imei', header: both('设备IMEI', 'IMEI') },
  { key: 'deviceName', header: both('设备名称', 'Device name') },
  { key: 'address', header: both('地址', 'Address') },
  { key: 'probeName', header: both('探头', 'Probe'), value: (row, locale) => probeNameIn({ name: row.probeName }, locale) },
  {
    key: 'type',
    header: both('报警类型', 'Alarm type'),
    // A code the mock does not know (a caller pushed it) is written with the name it came with, else as sent.
    value: (row, locale) => ALARM_TYPES.find((type) => type.code === String(row.type))?.name[locale] ?? (String(row.typeName ?? '') || String(row.type ?? '')),
  },
  { key: 'value', header: both('检测值', 'Value') },
  { key: 'unit', header: both('单位', 'Unit') },
  { key: 'time', header: both('报警时间', 'Alarm time') },
  { key: 'dispatched', header: both('已派工单', 'Work order dispatched'), value: (row, locale) => (row.dispatched ? YES : NO)[locale] },
];
