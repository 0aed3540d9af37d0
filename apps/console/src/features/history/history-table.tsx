import type { Probe } from '@vigil/sdk';
import { type ColumnDef, Table } from '@vigil/ui';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { PAGE_SIZES } from '../list/list-url';
import { useList } from '../list/use-list';
import { useTableLabels } from '../list/use-table-labels';
import { fetchReadingPage } from './history-query';
import { toSeries } from './history-series';
import { lineLabel } from './line-label';
import type { TimeRange } from './range-presets';

interface HistoryTableProps {
  imei: string;
  range: TimeRange;
  probes: readonly Probe[];
  /** How many probes report (a page of N instants is N × this many readings). */
  reporting: number;
  timeZone: string;
  formatTime: (seconds: number) => string;
}

const NO_FIELDS = [] as const;

/**
 * Every reading of the range, one row per instant and one column per probe (name and unit), in the user's zone,
 * asked from the backend page by page (`sensors.history`): the chart may draw buckets, the table shows the readings.
 */
export function HistoryTable({ imei, range, probes, reporting, timeZone, formatTime }: HistoryTableProps) {
  const t = useT();
  const labels = useTableLabels();
  const list = useList({
    stateIn: 'component',
    queryKey: ['sensors.history', 'table', imei, range.from.toISOString(), range.to.toISOString(), reporting],
    fields: NO_FIELDS,
    fetchPage: async ({ pageNum, pageSize }) => {
      const page = await fetchReadingPage(fullClient, imei, range, timeZone, { pageNum, instants: pageSize, probes: reporting });
      return { rows: [toSeries(page.rows, probes, timeZone)], total: page.total };
    },
  });
  const series = list.query.data?.rows[0];
  const rows = useMemo(() => series?.times.map((_, i) => i) ?? [], [series]);
  const columns = useMemo<ColumnDef<number>[]>(
    () => [
      { id: 'time', header: t('history.time'), enableSorting: false, cell: ({ row }) => formatTime(series?.times[row.original] ?? 0) },
      ...(series?.lines ?? []).map(
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
  return (
    <Table
      columns={columns}
      data={rows}
      getRowId={(i) => String(i)}
      loading={list.query.isFetching}
      labels={labels.table}
      paginationLabels={labels.pagination}
      caption={t('history.tableCaption')}
      pagination={{
        mode: 'server',
        page: list.state.pageNum,
        pageSize: list.state.pageSize,
        total: list.query.data?.total ?? 0,
        onPageChange: list.setPage,
        pageSizeOptions: PAGE_SIZES,
        onPageSizeChange: list.setPageSize,
      }}
    />
  );
}
