import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '../../i18n/use-t';
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

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const names = rows.map((row) => t(row.range.label));
    const data: uPlot.AlignedData = [rows.map((_, index) => index), ...REPORT_FIGURES.map((figure) => rows.map((row) => row[figure]))];
    const ink = getComputedStyle(element).color;
    const axis = { stroke: ink, grid: { stroke: 'rgba(128,128,128,0.2)' }, ticks: { stroke: 'rgba(128,128,128,0.3)' } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        scales: { x: { time: false, range: [-0.5, rows.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] } },
        axes: [
          { ...axis, splits: () => rows.map((_, index) => index), values: (_u, splits) => splits.map((index) => names[index] ?? '') },
          { ...axis, values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')) },
        ],
        cursor: { drag: { x: false, y: false } },
        legend: { live: false },
        series: [{}, ...REPORT_FIGURES.map((figure) => ({ label: t(`report.${figure}`), stroke: COLOURS[figure], width: 2, points: { size: 8, fill: COLOURS[figure] } }))],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [rows, t]);

  return (
    <figure className="m-0 min-w-0" data-testid="report-chart" data-values={JSON.stringify(rows.map((row) => REPORT_FIGURES.map((f) => row[f])))}>
      <div ref={box} role="img" aria-label={label} />
    </figure>
  );
}
