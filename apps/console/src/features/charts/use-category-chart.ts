import { type RefObject, useEffect } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface CategoryChartSpec {
  /** One label per category along x (days, periods). */
  labels: readonly string[];
  /** uPlot series after x, each with its values per category. */
  series: readonly { options: uPlot.Series; values: readonly number[] }[];
  height: number;
  minWidth: number;
  /** The y axis starts at 0 and reaches at least this, with headroom above the largest value. */
  yAtLeast: number;
  /** Extra uPlot options (legend, cursor). */
  options?: Partial<uPlot.Options>;
}

/**
 * A uPlot chart of counts per category (the module home's week, the data report's periods) drawn into `box`:
 * categories as x ticks, integer y ticks from 0, axes in the element's text colour; resized with its container and
 * redrawn when `spec` changes (memoise it).
 */
export function useCategoryChart(box: RefObject<HTMLDivElement | null>, spec: CategoryChartSpec): void {
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const { labels, series, height, minWidth, yAtLeast, options } = spec;
    const ink = getComputedStyle(target).color;
    const axis = { stroke: ink, grid: { stroke: 'rgba(128,128,128,0.2)' }, ticks: { stroke: 'rgba(128,128,128,0.3)' } };
    const width = () => Math.max(target.clientWidth, minWidth);
    const plot = new uPlot(
      {
        width: width(),
        height,
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(yAtLeast, Math.ceil(max * 1.2))] } },
        axes: [
          { ...axis, splits: () => labels.map((_, i) => i), values: (_u, splits) => splits.map((i) => labels[i] ?? '') },
          { ...axis, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
        ],
        series: [{}, ...series.map((s) => s.options)],
        ...options,
      },
      [labels.map((_, i) => i), ...series.map((s) => [...s.values])],
      target,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [box, spec]);
}
