import { useMemo, useRef } from 'react';
import { useCategoryChart } from '../charts/use-category-chart';
import type { GasIndexPoint } from './gas-index-query';

const COLOUR = '#16a34a';

/** The hourly gas index as a line chart (the table beside it carries the same figures as text). */
export function GasIndexChart({ points, label, legend }: { points: readonly GasIndexPoint[]; label: string; legend: string }) {
  const box = useRef<HTMLDivElement>(null);
  const spec = useMemo(
    () => ({
      // `yyyy-MM-dd HH:mm:ss`: the hour is what tells the points apart.
      labels: points.map((p) => p.time.slice(11, 16)),
      series: [{ options: { label: legend, stroke: COLOUR, width: 2, points: { size: 6, fill: COLOUR } }, values: points.map((p) => p.value ?? 0) }],
      height: 260,
      minWidth: 280,
      yAtLeast: 1,
      options: { cursor: { drag: { x: false, y: false } }, legend: { live: false } },
    }),
    [points, legend],
  );
  useCategoryChart(box, spec);
  return (
    <figure className="m-0 min-w-0" data-testid="gas-index-chart">
      <div ref={box} role="img" aria-label={label} />
    </figure>
  );
}
