import type { AlarmRecord } from '@vigil/sdk';
import { type ColumnDef, Table } from '@vigil/ui';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { useTableLabels } from '../list/use-table-labels';

const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The newest alarms of a module: time, IMEI, alarm type and detected value. */
export function LatestAlarms({ rows, loading }: { rows: AlarmRecord[]; loading: boolean }) {
  const t = useT();
  const time = useDateTime();
  const labels = useTableLabels();
  const columns = useMemo<ColumnDef<AlarmRecord>[]>(
    () => [
      { id: 'time', header: t('overview.alarmTime'), cell: ({ row }) => time(row.original.time), enableSorting: false },
      { id: 'imei', header: t('device.imei'), cell: ({ row }) => <span className="font-mono">{row.original.imei}</span>, enableSorting: false },
      { id: 'type', header: t('overview.alarmType'), cell: ({ row }) => text(row.original.typeName ?? row.original.type), enableSorting: false },
      { id: 'value', header: t('overview.alarmValue'), cell: ({ row }) => text(row.original.value), enableSorting: false },
    ],
    [t, time],
  );
  return <Table caption={t('overview.latestAlarms')} columns={columns} data={rows} getRowId={(a) => String(a.id)} loading={loading} labels={labels.table} />;
}
