import type { readingSchema } from '@vigil/sdk';
import type { TagVariant } from '@vigil/ui';
import type { MessageKey } from '../../i18n/zh-CN';
import { isStale } from './stale-rule';

/** One probe's reading as /intime/data and the device socket give it (thresholds ride along as extra fields). */
export type Reading = ReturnType<typeof readingSchema.parse>;

/** The state of a probe or of a whole device, most urgent first. */
export type ReadingState = 'high' | 'low' | 'stale' | 'noData' | 'normal';

export const STATE_LOOK: Record<ReadingState, { label: MessageKey; variant: TagVariant }> = {
  high: { label: 'realtime.high', variant: 'danger' },
  low: { label: 'realtime.low', variant: 'warning' },
  stale: { label: 'realtime.stale', variant: 'info' },
  noData: { label: 'realtime.noData', variant: 'default' },
  normal: { label: 'realtime.normal', variant: 'success' },
};

const numberOf = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * A probe's alarm state from its value and its two thresholds, as gas detectors count them: at or above the low
 * threshold is the first-stage alarm (低报), at or above the high one the second (高报).
 */
export function probeState(reading: Reading): ReadingState {
  const value = numberOf(reading.value);
  if (value === undefined) return 'noData';
  const high = numberOf(reading.highAlarm);
  const low = numberOf(reading.lowAlarm);
  if (high !== undefined && value >= high) return 'high';
  if (low !== undefined && value >= low) return 'low';
  return 'normal';
}

/** The newest time among a device's readings (the time of its last data). */
export function lastTimeOf(readings: readonly Reading[]): Reading['time'] | undefined {
  return readings.reduce<Reading['time'] | undefined>((latest, r) => (latest === undefined || String(r.time) > String(latest) ? r.time : latest), undefined);
}

/** A device's state: no data, stale (no data for STALE_AFTER_MS), else its most urgent probe. */
export function deviceState(readings: readonly Reading[], now: number, timeZone: string): ReadingState {
  if (readings.every((r) => numberOf(r.value) === undefined)) return 'noData';
  if (isStale(lastTimeOf(readings), now, timeZone)) return 'stale';
  const states = readings.map(probeState);
  return states.includes('high') ? 'high' : states.includes('low') ? 'low' : 'normal';
}
