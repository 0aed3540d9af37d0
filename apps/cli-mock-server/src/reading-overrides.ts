import type { MockContext } from './context';

/** What a test made one device report instead of its generated series (control API `POST /__mock/readings`). */
export interface ReadingOverride {
  /** Fixed values by probe number: reported (at the current time) instead of the series. */
  values: ReadonlyMap<string, number>;
  /** The device went silent at this instant: its readings keep this time and its socket sends nothing. */
  silentSince?: number;
}

const overrides = new WeakMap<MockContext, Map<string, ReadingOverride>>();

function table(context: MockContext): Map<string, ReadingOverride> {
  let map = overrides.get(context);
  if (!map) {
    map = new Map();
    overrides.set(context, map);
  }
  return map;
}

/** The override of one device, if a test set one. */
export function readingOverride(context: MockContext, imei: string): ReadingOverride | undefined {
  return overrides.get(context)?.get(imei);
}

/**
 * Sets fixed values for some probes of a device (merged with earlier ones) and, with `silentForMs`, makes the device
 * silent since that long ago; values without `silentForMs` end a silence (the device talks again).
 */
export function overrideReadings(context: MockContext, imei: string, values: Record<string, number>, silentForMs?: number): ReadingOverride {
  const previous = readingOverride(context, imei);
  const merged = new Map(previous?.values);
  for (const [probe, value] of Object.entries(values)) merged.set(probe, value);
  const next: ReadingOverride = silentForMs === undefined ? { values: merged } : { values: merged, silentSince: context.now() - silentForMs };
  table(context).set(imei, next);
  return next;
}

/** Back to the generated series for every device (`POST /__mock/reset`). */
export function clearReadingOverrides(context: MockContext): void {
  overrides.get(context)?.clear();
}
