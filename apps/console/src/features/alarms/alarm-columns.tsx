import { Tag } from '@vigil/ui';
import { Check, Minus } from 'lucide-react';
import type { Translate } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';
import type { AlarmRecord } from './alarm-queries';
import { AlarmTypeTag } from './alarm-type-tag';

/** The detection value with its probe's unit (`25 %LEL`), a dash when the alarm carries none. */
export function alarmValue(alarm: AlarmRecord): string {
  if (alarm.value === null || alarm.value === undefined || alarm.value === '') return '—';
  const unit = (alarm.unit ?? '');
  return unit ? `${alarm.value} ${unit}` : String(alarm.value);
}

/** The alarm list's columns: device (name and IMEI), type, detection value, time and whether it was dispatched. */
export function alarmColumns(t: Translate, time: (value: unknown) => string): ListColumn<AlarmRecord>[] {
  return [
    {
      id: 'device',
      label: 'alarmList.device',
      cell: (a) => (
        <span className="grid">
          <span>{(a.deviceName ?? '') || '—'}</span>
          <span className="font-mono text-xs text-muted-foreground">{a.imei}</span>
        </span>
      ),
    },
    { id: 'type', label: 'alarmList.type', cell: (a) => <AlarmTypeTag code={a.type} probeType={a.probeType} serverName={(a.typeName ?? '')} /> },
    { id: 'value', label: 'alarmList.value', cell: (a) => alarmValue(a) },
    { id: 'time', label: 'alarmList.time', cell: (a) => time(a.time) },
    {
      id: 'dispatched',
      label: 'alarmList.dispatched',
      // Absent: the backend sent nothing readable (the cell shows "—"), which is not the same as "not dispatched".
      cell: (a) =>
        typeof a.dispatched !== 'boolean' ? undefined : (
          <Tag variant={a.dispatched ? 'success' : 'default'} data-dispatched={a.dispatched}>
            {a.dispatched ? <Check aria-hidden="true" className="size-3.5" /> : <Minus aria-hidden="true" className="size-3.5" />}
            {t(a.dispatched ? 'alarmList.dispatchedYes' : 'alarmList.dispatchedNo')}
          </Tag>
        ),
    },
  ];
}
