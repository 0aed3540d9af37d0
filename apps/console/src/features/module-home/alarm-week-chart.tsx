import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface AlarmWeekChartProps {
  /** Day labels, oldest first (`11-17`). */
  labels: readonly string[];
  counts: readonly number[];
  /** The series' name in the legend (报警数). */
  name: string;
}

const HEIGHT = 200;

/** The last days' alarm counts as uPlot bars, sized to its container. */
export function AlarmWeekChart({ labels, counts, name }: AlarmWeekChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const colour = getComputedStyle(target).color;
    const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
    const plot = new uPlot(
      {
        width: Math.max(target.clientWidth, 240),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.2))] } },
        axes: [
          { stroke: colour, grid: { show: false }, splits: () => labels.map((_, i) => i), values: (_u, splits) => splits.map((i) => labels[i] ?? '') },
          { stroke: colour, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
        ],
        series: [{}, { label: name, stroke: 'rgb(37, 99, 235)', fill: 'rgba(37, 99, 235, 0.6)', ...(bars ? { paths: bars } : {}), points: { show: false } }],
      },
      [labels.map((_, i) => i), [...counts]],
      target,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(target.clientWidth, 240), height: HEIGHT }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, counts, name]);
  return <div ref={box} aria-hidden="true" className="w-full text-muted-foreground" data-testid="alarm-week-chart" />;
}
