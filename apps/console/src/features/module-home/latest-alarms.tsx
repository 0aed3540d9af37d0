import type { AlarmRecord } from '@vigil/sdk';
import { type ColumnDef, Table } from '@vigil/ui';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { alarmValue } from '../alarms/alarm-columns';
import { AlarmTypeTag } from '../alarms/alarm-type-tag';
import { useDateTime } from '../format/use-date-time';
import { useTableLabels } from '../list/use-table-labels';
import { textOrDash as text } from '../list/cell-text';

/** The newest alarms of a module: time, IMEI, alarm type (as the alarm list shows it) and detected value with its unit. */
export function LatestAlarms({ rows, loading }: { rows: AlarmRecord[]; loading: boolean }) {
  const t = useT();
  const time = useDateTime();
  const labels = useTableLabels();
  const columns = useMemo<ColumnDef<AlarmRecord>[]>(
    () => [
      { id: 'time', header: t('overview.alarmTime'), cell: ({ row }) => time(row.original.time), enableSorting: false },
      { id: 'imei', header: t('device.imei'), cell: ({ row }) => <span className="font-mono">{row.original.imei}</span>, enableSorting: false },
      { id: 'type', header: t('overview.alarmType'), cell: ({ row }) => <AlarmTypeTag code={row.original.type} probeType={row.original.probeType} serverName={text(row.original.typeName)} />, enableSorting: false },
      { id: 'value', header: t('overview.alarmValue'), cell: ({ row }) => alarmValue(row.original), enableSorting: false },
    ],
    [t, time],
  );
  return <Table caption={t('overview.latestAlarms')} columns={columns} data={rows} getRowId={(a) => String(a.id)} loading={loading} labels={labels.table} />;
}
