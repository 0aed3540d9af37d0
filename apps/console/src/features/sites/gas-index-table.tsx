import { type ColumnDef, Table } from '@vigil/ui';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { useTableLabels } from '../list/use-table-labels';
import type { GasIndexPoint } from './gas-index-query';

/** The hourly gas index as text: one row per hour, in the user's zone. */
export function GasIndexTable({ points, caption }: { points: GasIndexPoint[]; caption: string }) {
  const t = useT();
  const time = useDateTime();
  const labels = useTableLabels();
  const columns = useMemo<ColumnDef<GasIndexPoint>[]>(
    () => [
      { id: 'time', header: t('site.time'), enableSorting: false, cell: ({ row }) => time(row.original.time) },
      { id: 'value', header: t('site.indexValue'), enableSorting: false, cell: ({ row }) => (row.original.value === null ? '—' : String(row.original.value)) },
    ],
    [t, time],
  );
  return <Table columns={columns} data={points} getRowId={(p) => p.time} labels={labels.table} caption={caption} />;
}
