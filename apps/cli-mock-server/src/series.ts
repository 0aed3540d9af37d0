import { hashUnit } from './random';

/** What a probe's readings depend on. */
export interface SeriesProbe {
  /** Stable number identifying the device (e.g. derived from its IMEI). */
  deviceKey: number;
  probeNo: number;
  range: readonly [number, number];
  low: number;
  high: number;
}

export const MINUTE = 60_000;
/** Longest series one request may ask for: 30 days at 1-minute resolution. */
export const MAX_POINTS = 30 * 24 * 60 + 1;

/**
 * The reading of a probe at a given minute, computed rather than stored: same seed, probe and minute → same value,
 * so a 30-day 1-minute chart needs no memory. Mostly calm with a daily rhythm, rarely above the high threshold.
 */
export function readingAt(seed: number, probe: SeriesProbe, time: number): number {
  const minute = Math.floor(time / MINUTE);
  const [min, max] = probe.range;
  const span = max - min;
  const calm = Math.max(probe.low * 0.6, min + span * 0.02);
  const daily = Math.sin(((minute % 1440) / 1440) * 2 * Math.PI + probe.deviceKey) * 0.15 + 0.35;
  const noise = hashUnit(seed, probe.deviceKey, probe.probeNo, minute) * 0.2;
  // Alarm episodes last an hour: decided per hour so consecutive minutes agree.
  const hour = Math.floor(minute / 60);
  const episode = hashUnit(seed, probe.deviceKey, probe.probeNo, hour, 7) < 0.004;
  const value = episode ? probe.high + (max - probe.high) * noise : min + (calm - min) * (daily + noise);
  return Math.round(Math.min(max, Math.max(min, value)) * 100) / 100;
}

export interface SeriesPoint {
  time: number;
  value: number;
}

/** The instants of a series from `from` to `to` (inclusive, ms) every `stepMinutes`, on whole minutes. */
export interface SeriesGrid {
  first: number;
  step: number;
  count: number;
}

export function seriesGrid(from: number, to: number, stepMinutes = 1): SeriesGrid {
  const step = Math.max(1, Math.floor(stepMinutes)) * MINUTE;
  const first = Math.ceil(from / MINUTE) * MINUTE;
  return { first, step, count: to < first ? 0 : Math.floor((to - first) / step) + 1 };
}

/** Points from `from` to `to` every `stepMinutes`; throws RangeError when too many are asked for. */
export function seriesBetween(seed: number, probe: SeriesProbe, from: number, to: number, stepMinutes = 1): SeriesPoint[] {
  const { first, step, count } = seriesGrid(from, to, stepMinutes);
  if (count > MAX_POINTS) throw new RangeError(`series of ${count} points exceeds ${MAX_POINTS}; use a larger step`);
  return Array.from({ length: count }, (_, i) => ({ time: first + i * step, value: readingAt(seed, probe, first + i * step) }));
}

/** One bucket of a series: its start (ms), and the lowest, highest and mean value of the readings in it. */
export interface SeriesBucket {
  time: number;
  min: number;
  max: number;
  mean: number;
  count: number;
}

/**
 * `valueAt` on the minute grid from `from` to `to` (inclusive, ms) summarised per bucket of `bucketMs`, buckets
 * starting at multiples of `bucketMs` since the epoch. Each reading is computed, folded into its bucket and dropped,
 * so three months cost the memory of their buckets, not of their 129,600 minutes. Means are rounded to two decimals,
 * like the readings.
 */
export function bucketsBetween(valueAt: (time: number) => number, from: number, to: number, bucketMs: number): SeriesBucket[] {
  const { first, step, count } = seriesGrid(from, to);
  const buckets: SeriesBucket[] = [];
  let current: SeriesBucket | undefined;
  let sum = 0;
  const close = () => {
    if (current) buckets.push({ ...current, mean: Math.round((sum / current.count) * 100) / 100 });
  };
  for (let i = 0; i < count; i++) {
    const time = first + i * step;
    const start = Math.floor(time / bucketMs) * bucketMs;
    const value = valueAt(time);
    if (current?.time !== start) {
      close();
      current = { time: start, min: value, max: value, mean: 0, count: 0 };
      sum = 0;
    }
    current.min = Math.min(current.min, value);
    current.max = Math.max(current.max, value);
    current.count++;
    sum += value;
  }
  close();
  return buckets;
}

/** A stable number for an IMEI (or any id string). */
export function keyOf(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (Math.imul(h, 31) + id.charCodeAt(i)) | 0;
  return h >>> 0;
}
