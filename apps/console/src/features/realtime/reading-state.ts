import { type AlarmDirection, directionOfType, judgeReading, meaningOf, type readingSchema } from '@vigil/sdk';
import type { TagVariant } from '@vigil/ui';
import type { MessageKey } from '../../i18n/zh-CN';
import { MEANING_WORD } from '../alarms/alarm-type';
import { isStale } from './stale-rule';

/** One probe's reading as /intime/data and the device socket give it (type and limits in force ride along as extra fields). */
export type Reading = ReturnType<typeof readingSchema.parse>;

/** The state of a probe or of a whole device, most urgent first. */
export type ReadingState = 'high' | 'low' | 'stale' | 'noData' | 'normal';

const VARIANT: Record<ReadingState, TagVariant> = { high: 'danger', low: 'warning', stale: 'info', noData: 'default', normal: 'success' };
const WORD: Record<Exclude<ReadingState, 'high' | 'low'>, MessageKey> = { stale: 'realtime.stale', noData: 'realtime.noData', normal: 'realtime.normal' };

/**
 * How a state is shown: its colour and word. An alarm is worded the way its probe alarms (`direction`): a rising
 * gas's low is 低报 (first level), oxygen's low 低报（缺氧）, its high 高报（富氧）.
 */
export function stateLook(state: ReadingState, direction: AlarmDirection = 'rising'): { label: MessageKey; variant: TagVariant } {
  if (state !== 'high' && state !== 'low') return { label: WORD[state], variant: VARIANT[state] };
  const meaning = meaningOf(direction, state);
  const label: MessageKey = meaning === 'firstLevel' ? 'realtime.low' : meaning === 'secondLevel' ? 'realtime.high' : meaning === 'normal' ? 'realtime.normal' : MEANING_WORD[meaning];
  return { label, variant: VARIANT[state] };
}

const numberOf = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** How a reading's probe alarms: by its wire type (the sdk's catalogue), rising when the type is unknown. */
export const directionOf = (reading: Reading): AlarmDirection => directionOfType(reading.type);

/**
 * A probe's alarm state from its value and the limits in force the reading carries, judged the way its measure alarms
 * (the sdk's judgeReading): a rising gas from its low limit (低报) and high limit (高报), oxygen below its low limit
 * (deficiency) and above its high one (enrichment).
 */
export function probeState(reading: Reading): ReadingState {
  const value = numberOf(reading.value);
  if (value === undefined) return 'noData';
  return judgeReading(directionOf(reading), value, { low: numberOf(reading.lowAlarm), high: numberOf(reading.highAlarm) });
}

/** The newest time among a device's readings (the time of its last data). */
export function lastTimeOf(readings: readonly Reading[]): Reading['time'] | undefined {
  return readings.reduce<Reading['time'] | undefined>((latest, r) => (latest === undefined || String(r.time) > String(latest) ? r.time : latest), undefined);
}

/**
 * A device's state: no data, stale (no data for STALE_AFTER_MS), else its most urgent probe's, with the direction of
 * that probe (for its word).
 */
export function deviceStateOf(readings: readonly Reading[], now: number, timeZone: string): { state: ReadingState; direction: AlarmDirection } {
  if (readings.every((r) => numberOf(r.value) === undefined)) return { state: 'noData', direction: 'rising' };
  if (isStale(lastTimeOf(readings), now, timeZone)) return { state: 'stale', direction: 'rising' };
  for (const urgent of ['high', 'low'] as const) {
    const probe = readings.find((r) => probeState(r) === urgent);
    if (probe) return { state: urgent, direction: directionOf(probe) };
  }
  return { state: 'normal', direction: 'rising' };
}

/** A device's state (see deviceStateOf). */
export function deviceState(readings: readonly Reading[], now: number, timeZone: string): ReadingState {
  return deviceStateOf(readings, now, timeZone).state;
}
