import type { MockContext } from './context';
import { perMockTable } from './per-mock-table';

/** What a test made one device report instead of its generated series (control API `POST /__mock/readings`). */
export interface ReadingOverride {
  /** Fixed values by probe number: reported (at the device's last report, device-presence.ts) instead of the series. */
  values: ReadonlyMap<string, number>;
}

const overrides = perMockTable<ReadingOverride>();

/** The override of one device, if a test set one. */
export function readingOverride(context: MockContext, imei: string): ReadingOverride | undefined {
  return overrides.peek(context)?.get(imei);
}

/** Sets fixed values for some probes of a device (merged with earlier ones); when it reports is device-presence.ts's. */
export function overrideReadings(context: MockContext, imei: string, values: Record<string, number>): ReadingOverride {
  const previous = readingOverride(context, imei);
  const merged = new Map(previous?.values);
  for (const [probe, value] of Object.entries(values)) merged.set(probe, value);
  const next: ReadingOverride = { values: merged };
  overrides.of(context).set(imei, next);
  return next;
}

/** Back to the generated series for every device (`POST /__mock/reset`). */
export function clearReadingOverrides(context: MockContext): void {
  overrides.peek(context)?.clear();
}
