import { useMemo, useRef } from 'react';
import uPlot from 'uplot';
import { useCategoryChart } from '../charts/use-category-chart';

export interface AlarmWeekChartProps {
  /** Day labels, oldest first (`11-17`). */
  labels: readonly string[];
  counts: readonly number[];
  /** The series' name in the legend (报警数). */
  name: string;
}

/** The last days' alarm counts as uPlot bars, sized to its container. */
export function AlarmWeekChart({ labels, counts, name }: AlarmWeekChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const spec = useMemo(() => {
    const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
    const options: uPlot.Series = { label: name, stroke: 'rgb(37, 99, 235)', fill: 'rgba(37, 99, 235, 0.6)', ...(bars ? { paths: bars } : {}), points: { show: false } };
    return { labels, series: [{ options, values: counts }], height: 200, minWidth: 240, yAtLeast: 4, options: { legend: { show: false }, cursor: { show: false } } };
  }, [labels, counts, name]);
  useCategoryChart(box, spec);
  return <div ref={box} aria-hidden="true" className="w-full text-muted-foreground" data-testid="alarm-week-chart" />;
}
