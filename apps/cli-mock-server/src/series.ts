import { type AlarmDirection, measureOfType } from '@vigil/sdk';
import { hashUnit } from './random';
import type { Row } from './state';

/** What a probe's readings depend on. */
export interface SeriesProbe {
  /** Stable number identifying the device (e.g. derived from its IMEI). */
  deviceKey: number;
  probeNo: number;
  range: readonly [number, number];
  low: number;
  high: number;
  /** Which way the measure alarms (the sdk's catalogue): `rising` when not given. */
  direction?: AlarmDirection;
  /** What it reads at rest (20.9 for oxygen): the range's minimum when not given. */
  normal?: number;
}

export const MINUTE = 60_000;
/** Longest series one request may ask for: 30 days at 1-minute resolution. */
export const MAX_POINTS = 30 * 24 * 60 + 1;

/**
 * The reading of a probe at a given minute, computed rather than stored: same seed, probe and minute → same value,
 * so a 30-day 1-minute chart needs no memory. Mostly calm in the normal band of its measure with a daily rhythm, and
 * rarely an hour-long episode beyond a limit in the direction the measure alarms: a rising gas above its high limit,
 * oxygen below its deficiency limit, a relay switched on (a state, not an alarm).
 */
export function readingAt(seed: number, probe: SeriesProbe, time: number): number {
  const minute = Math.floor(time / MINUTE);
  const [min, max] = probe.range;
  const daily = Math.sin(((minute % 1440) / 1440) * 2 * Math.PI + probe.deviceKey) * 0.15 + 0.35;
  const noise = hashUnit(seed, probe.deviceKey, probe.probeNo, minute) * 0.2;
  // Alarm episodes last an hour: decided per hour so consecutive minutes agree.
  const hour = Math.floor(minute / 60);
  const episode = hashUnit(seed, probe.deviceKey, probe.probeNo, hour, 7) < 0.004;
  const value = Math.min(max, Math.max(min, calmOrEpisode(probe, daily + noise, noise, episode)));
  // A two-state measure (range 0–1: a flame seen, a relay on) reads 0 or 1, never a fraction.
  if (min === 0 && max === 1) return Math.round(value);
  return Math.round(value * 100) / 100;
}

/** A value from the rhythm (`swing`, 0.2–0.7) in the measure's normal band, or one of an alarm episode. */
function calmOrEpisode(probe: SeriesProbe, swing: number, noise: number, episode: boolean): number {
  const [min, max] = probe.range;
  const normal = probe.normal ?? min;
  switch (probe.direction ?? 'rising') {
    case 'none':
      return episode ? max : normal;
    case 'both':
    case 'falling': {
      // Steady near its normal value (oxygen 20.9 ± 0.1), well inside the limits; an episode is a deficiency.
      const room = Math.min(normal - probe.low, probe.direction === 'both' ? probe.high - normal : Number.POSITIVE_INFINITY);
      return episode ? probe.low - (probe.low - min) * (0.05 + noise) : normal + (swing - 0.45) * room * 0.3;
    }
    default: {
      // Rising from clean air: well below the first level; an episode above the second.
      const calm = Math.max(probe.low * 0.6, min + (max - min) * 0.02);
      return episode ? probe.high + (max - probe.high) * noise : min + (calm - min) * swing;
    }
  }
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

/**
 * How the series generator reads one stored probe of a device: its measure's direction and normal value (the sdk's
 * catalogue) and the probe's own limits. The operator's configured limits judge readings; they do not change the gas.
 */
export function seriesProbe(device: Row, probe: Row): SeriesProbe {
  const measure = measureOfType(probe.type);
  const range: [number, number] = [Number(probe.rangeMin ?? 0), Number(probe.rangeMax ?? 100)];
  return {
    deviceKey: keyOf(String(device.imei)),
    probeNo: Number(probe.number),
    range,
    low: Number(probe.lowAlarm ?? 0),
    high: Number(probe.highAlarm ?? 100),
    direction: measure?.direction ?? 'rising',
    normal: measure?.normal ?? range[0],
  };
}
