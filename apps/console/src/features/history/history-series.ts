import { type AlarmDirection, directionOfType, limitsThatAlarm, type Probe, type Reading, type ReadingBucket } from '@vigil/sdk';
import { wallClockReader } from './wall-clock';

/**
 * One probe's line: its name, unit, the way it alarms and the limits in force that can alarm (a falling measure has no
 * high alarm, a relay none), and a value (or a gap) per instant of the series.
 */
export interface ProbeLine {
  probe: string;
  name: string;
  unit: string;
  /** Which way it alarms (the sdk's catalogue); rising when not given. */
  direction?: AlarmDirection;
  low: number | null;
  high: number | null;
  /** The readings, or in buckets each bucket's mean. */
  values: (number | null)[];
  /** In buckets: each bucket's lowest and highest reading (the band around the mean). */
  min?: (number | null)[];
  max?: (number | null)[];
}

/** A device's history as the chart and the table read it: instants in seconds, ascending, and one line per probe. */
export interface HistorySeries {
  times: number[];
  lines: ProbeLine[];
  /** Set when the instants are buckets of this many seconds (each `times` entry a bucket's start). */
  bucketSeconds?: number;
  /** How many readings the series stands for, per probe (buckets: their counts); absent: one per instant. */
  readings?: number;
}

/** The readings a series stands for: one per instant, or the buckets' counts. */
export const readingCount = (series: HistorySeries): number => series.readings ?? series.times.length;

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The fields of a row that make a line: a reading's value, or a bucket's mean, min and max. */
type Fields<Row> = { value: (row: Row) => unknown; min?: (row: Row) => unknown; max?: (row: Row) => unknown };

/**
 * Rows (one per probe and instant, times in `timeZone`) as columns: one instant per distinct time, one line per
 * probe, named and given thresholds by the device's probes (with the limits in force) where they are known.
 */
function pivot<Row extends { probe?: unknown; time: unknown; unit?: unknown }>(rows: readonly Row[], fields: Fields<Row>, probes: readonly Probe[], timeZone: string): HistorySeries {
  const read = wallClockReader(timeZone);
  const indexOf = new Map<string, number>();
  const times: number[] = [];
  const cells = new Map<string, { values: Map<number, number | null>; min: Map<number, number | null>; max: Map<number, number | null> }>();
  const units = new Map<string, string>();
  for (const row of rows) {
    const text = String(row.time);
    let index = indexOf.get(text);
    if (index === undefined) {
      const instant = read(text);
      if (instant === undefined) continue;
      index = times.length;
      indexOf.set(text, index);
      times.push(instant / 1000);
    }
    const probe = String(row.probe ?? '');
    let line = cells.get(probe);
    if (!line) {
      line = { values: new Map(), min: new Map(), max: new Map() };
      cells.set(probe, line);
    }
    line.values.set(index, numberOrNull(fields.value(row)));
    if (fields.min) line.min.set(index, numberOrNull(fields.min(row)));
    if (fields.max) line.max.set(index, numberOrNull(fields.max(row)));
    if (row.unit && !units.has(probe)) units.set(probe, String(row.unit));
  }
  const order = times.map((_, i) => i).sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0));
  const column = (cells: Map<number, number | null>) => order.map((i) => cells.get(i) ?? null);
  const known = new Map(probes.map((p) => [String(p.number), p]));
  const lines = [...cells.entries()].map(([probe, line]): ProbeLine => {
    const spec = known.get(probe);
    const direction = directionOfType(spec?.type);
    const alarms = limitsThatAlarm(direction);
    return {
      probe,
      name: spec?.name ?? probe,
      unit: spec?.unit ?? units.get(probe) ?? '',
      direction,
      low: alarms.low ? numberOrNull(spec?.lowAlarm) : null,
      high: alarms.high ? numberOrNull(spec?.highAlarm) : null,
      values: column(line.values),
      ...(fields.min && { min: column(line.min) }),
      ...(fields.max && { max: column(line.max) }),
    };
  });
  return { times: order.map((i) => times[i] ?? 0), lines };
}

/** Readings (`sensors.history`) as chart columns. */
export function toSeries(rows: readonly Reading[], probes: readonly Probe[], timeZone: string): HistorySeries {
  return pivot(rows, { value: (r) => r.value }, probes, timeZone);
}

/** Buckets (`sensors.historyBuckets`) as chart columns: the mean as the line, min and max as its band. */
export function bucketSeries(rows: readonly ReadingBucket[], bucketSeconds: number, probes: readonly Probe[], timeZone: string): HistorySeries {
  const series = pivot(rows, { value: (r) => r.mean, min: (r) => r.min, max: (r) => r.max }, probes, timeZone);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(String(row.probe ?? ''), (counts.get(String(row.probe ?? '')) ?? 0) + (Number(row.count) || 0));
  return { ...series, bucketSeconds, readings: Math.max(0, ...counts.values()) };
}
