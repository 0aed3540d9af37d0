import { type AlarmDirection, directionOfType, limitsThatAlarm, type Probe, type Reading } from '@vigil/sdk';
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
  values: (number | null)[];
}

/** A device's history as the chart and the table read it: instants in seconds, ascending, and one line per probe. */
export interface HistorySeries {
  times: number[];
  lines: ProbeLine[];
}

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * Readings (one row per probe and instant, times in `timeZone`) as columns: one instant per distinct time, one line
 * per probe, named and given thresholds by the device's probes (with the limits in force) where they are known.
 */
export function toSeries(rows: readonly Reading[], probes: readonly Probe[], timeZone: string): HistorySeries {
  const read = wallClockReader(timeZone);
  const indexOf = new Map<string, number>();
  const times: number[] = [];
  const cells = new Map<string, Map<number, number | null>>();
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
    const line = cells.get(probe) ?? new Map<number, number | null>();
    cells.set(probe, line);
    line.set(index, numberOrNull(row.value));
    if (row.unit && !units.has(probe)) units.set(probe, String(row.unit));
  }
  const order = times.map((_, i) => i).sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0));
  const known = new Map(probes.map((p) => [String(p.number), p]));
  const lines = [...cells.entries()].map(([probe, values]): ProbeLine => {
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
      values: order.map((i) => values.get(i) ?? null),
    };
  });
  return { times: order.map((i) => times[i] ?? 0), lines };
}
