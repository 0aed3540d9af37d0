import { type ColumnDef, Table } from '@vigil/ui';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { useTableLabels } from '../list/use-table-labels';
import { lineLabel } from './line-label';
import type { HistorySeries } from './history-series';

const ROW_HEIGHT = 36;
const HEIGHT = 480;

/**
 * The same readings as the chart, one row per instant and one column per probe (name and unit), in the user's zone.
 * Only the rows in view are rendered, so 30 days at one a minute (43,200 rows) scroll without delay.
 */
export function HistoryTable({ series, formatTime }: { series: HistorySeries; formatTime: (seconds: number) => string }) {
  const t = useT();
  const labels = useTableLabels();
  const rows = useMemo(() => series.times.map((_, i) => i), [series]);
  const columns = useMemo<ColumnDef<number>[]>(
    () => [
      { id: 'time', header: t('history.time'), enableSorting: false, cell: ({ row }) => formatTime(series.times[row.original] ?? 0) },
      ...series.lines.map(
        (line): ColumnDef<number> => ({
          id: `probe-${line.probe}`,
          header: lineLabel(line.name, line.unit),
          enableSorting: false,
          cell: ({ row }) => line.values[row.original] ?? '—',
        }),
      ),
    ],
    [series, formatTime, t],
  );
  return <Table columns={columns} data={rows} getRowId={(i) => String(i)} virtual={{ height: HEIGHT, rowHeight: ROW_HEIGHT }} labels={labels.table} caption={t('history.tableCaption')} />;
}
