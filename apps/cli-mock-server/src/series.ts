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

/** A stable number for an IMEI (or any id string). */
export function keyOf(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (Math.imul(h, 31) + id.charCodeAt(i)) | 0;
  return h >>> 0;
}
