import { type ColumnDef, Table } from '@vigil/ui';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { useTableLabels } from '../list/use-table-labels';
import { REPORT_FIGURES, type ReportRow } from './report-queries';

export interface ReportTableProps {
  rows: readonly ReportRow[];
  caption: string;
  loading: boolean;
}

/** The report's figures as a table: one row per period, one column per figure. */
export function ReportTable({ rows, caption, loading }: ReportTableProps) {
  const t = useT();
  const labels = useTableLabels();
  const columns = useMemo<ColumnDef<ReportRow>[]>(
    () => [
      { id: 'period', header: () => t('report.period'), cell: ({ row }) => t(row.original.range.label), enableSorting: false },
      ...REPORT_FIGURES.map<ColumnDef<ReportRow>>((figure) => ({
        id: figure,
        header: () => t(`report.${figure}`),
        cell: ({ row }) => <span className="tabular-nums">{row.original[figure]}</span>,
        enableSorting: false,
      })),
    ],
    [t],
  );
  return <Table caption={caption} columns={columns} data={[...rows]} getRowId={(row) => row.range.id} loading={loading} labels={labels.table} />;
}
