import { useMemo, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { useCategoryChart } from '../charts/use-category-chart';
import { REPORT_FIGURES, type ReportFigure, type ReportRow } from './report-queries';

/** One colour per figure, readable on both themes' backgrounds. */
const COLOURS: Record<ReportFigure, string> = { total: '#3b82f6', online: '#16a34a', offline: '#94a3b8', alarm: '#dc2626' };
const HEIGHT = 280;

export interface ReportChartProps {
  rows: readonly ReportRow[];
  /** The chart's accessible name (the table beside it carries the same figures as text). */
  label: string;
}

/**
 * The report's figures per period as a uPlot line chart with points: one series per figure, the periods (1, 7 and
 * 30 days) along x. Redrawn when the figures or the language change, resized with its container.
 */
export function ReportChart({ rows, label }: ReportChartProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const spec = useMemo(
    () => ({
      labels: rows.map((row) => t(row.range.label)),
      series: REPORT_FIGURES.map((figure) => ({
        options: { label: t(`report.${figure}`), stroke: COLOURS[figure], width: 2, points: { size: 8, fill: COLOURS[figure] } },
        values: rows.map((row) => row[figure]),
      })),
      height: HEIGHT,
      minWidth: 280,
      yAtLeast: 1,
      options: { cursor: { drag: { x: false, y: false } }, legend: { live: false } },
    }),
    [rows, t],
  );
  useCategoryChart(box, spec);

  return (
    <figure className="m-0 min-w-0" data-testid="report-chart" data-values={JSON.stringify(rows.map((row) => REPORT_FIGURES.map((f) => row[f])))}>
      <div ref={box} role="img" aria-label={label} />
    </figure>
  );
}
