import type uPlot from 'uplot';
import { type Band, bandPlugin } from './band-plugin';
import type { HistorySeries, ProbeLine } from './history-series';
import { lineLabel } from './line-label';
import { type ThresholdLine, thresholdPlugin } from './threshold-plugin';
import { zonedClock } from './wall-clock';
import { twoDigits } from '../format/two-digits';

/** Line colours of the probes, in order (readable on light and dark backgrounds). */
const COLORS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#0891b2', '#db2777'];
export const LOW_COLOR = '#0284c7';
export const HIGH_COLOR = '#dc2626';

export interface ChartTexts {
  /** The legend name of the time column. */
  time: string;
  /** The legend's time at the cursor (default: uPlot's own format). */
  formatTime?: (seconds: number) => string;
}


/**
 * Time axis labels on the zone's wall clock, 24-hour and the same in every language: `MM-dd` when ticks are a day
 * or more apart, else `HH:mm` (with `MM-dd` above it at midnight).
 */
export function timeTicks(clock: (seconds: number) => Date): uPlot.Axis.DynamicValues {
  return (_u, splits, _axis, _space, increment) =>
    splits.map((seconds) => {
      const d = clock(seconds);
      const day = `${twoDigits(d.getMonth() + 1)}-${twoDigits(d.getDate())}`;
      if (increment >= 86_400) return day;
      const time = `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
      return d.getHours() === 0 && d.getMinutes() === 0 ? `${day}\n${time}` : time;
    });
}

/** The y scale of a unit: probes with the same unit share one. */
const scaleOf = (unit: string): string => `y:${unit}`;

/** The alarm thresholds of every probe as lines on its unit's scale (low dashed blue, high dashed red). */
export function thresholdLines(series: HistorySeries): ThresholdLine[] {
  return series.lines.flatMap((line) => [
    ...(line.low === null ? [] : [{ value: line.low, scale: scaleOf(line.unit), color: LOW_COLOR, dash: [6, 4] }]),
    ...(line.high === null ? [] : [{ value: line.high, scale: scaleOf(line.unit), color: HIGH_COLOR, dash: [6, 4] }]),
  ]);
}

/** The min–max bands of a bucketed series, each in its line's colour, faint. */
export function bands(series: HistorySeries): Band[] {
  return series.lines.flatMap((line, i) => (line.min && line.max ? [{ scale: scaleOf(line.unit), color: `${colorOf(i)}33`, min: line.min, max: line.max }] : []));
}

const colorOf = (i: number): string => COLORS[i % COLORS.length] ?? '#2563eb';
const finite = (values: readonly (number | null)[]): number[] => values.filter((v): v is number => v !== null && Number.isFinite(v));

/** A bucketed line's legend value at the cursor: the mean, then the bucket's min–max. */
function bucketValue(line: ProbeLine): uPlot.Series['value'] {
  return (_u, value, _series, index) => {
    if (value === null) return '—';
    const low = index === null ? null : line.min?.[index];
    const high = index === null ? null : line.max?.[index];
    return low == null || high == null ? String(value) : `${value} (${low}–${high})`;
  };
}

/**
 * The history chart's uPlot options: one line per probe (legend "name (unit)"; in buckets the mean, with a band from
 * min to max), a y axis per unit (the first on the left, the second on the right), times shown in `timeZone`,
 * drag-to-zoom on x, and the thresholds as lines whose values the y range always includes, as it includes the bands.
 */
export function chartOptions(series: HistorySeries, size: { width: number; height: number }, timeZone: string, texts: ChartTexts): uPlot.Options {
  const units = [...new Set(series.lines.map((l) => l.unit))];
  const thresholds = thresholdLines(series);
  const scales: uPlot.Scales = { x: { time: true } };
  for (const unit of units) {
    const banded = series.lines.filter((l) => l.unit === unit).flatMap((l) => [...finite(l.min ?? []), ...finite(l.max ?? [])]);
    const limits = [...thresholds.filter((t) => t.scale === scaleOf(unit)).map((t) => t.value), ...(banded.length > 0 ? [Math.min(...banded), Math.max(...banded)] : [])];
    scales[scaleOf(unit)] = {
      range: (_u, min, max) => {
        const low = Math.min(min, ...limits);
        const high = Math.max(max, ...limits);
        const pad = (high - low) * 0.05 || 1;
        return [low - pad, high + pad];
      },
    };
  }
  const clock = zonedClock(timeZone);
  const { formatTime } = texts;
  return {
    ...size,
    tzDate: clock,
    scales,
    cursor: { drag: { x: true, y: false, setScale: true } },
    legend: { live: true },
    series: [
      { label: texts.time, ...(formatTime && { value: (_u: uPlot, seconds: number | null) => (seconds === null ? '—' : formatTime(seconds)) }) },
      ...series.lines.map((line, i) => ({
        label: lineLabel(line.name, line.unit),
        scale: scaleOf(line.unit),
        stroke: colorOf(i),
        width: 1,
        spanGaps: false,
        points: { show: false },
        ...(line.min && line.max && { value: bucketValue(line) }),
      })),
    ],
    axes: [
      { values: timeTicks(clock) },
      ...units.slice(0, 2).map((unit, i) => ({ scale: scaleOf(unit), side: i === 0 ? 3 : 1, label: unit || undefined, grid: { show: i === 0 } })),
    ],
    plugins: [bandPlugin(bands(series)), thresholdPlugin(thresholds)],
  };
}

/** The series as uPlot's aligned columns: instants, then each probe's values. */
export function chartData(series: HistorySeries): uPlot.AlignedData {
  return [series.times, ...series.lines.map((l) => l.values)];
}
