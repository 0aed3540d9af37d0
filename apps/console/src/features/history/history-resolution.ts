import { HISTORY_BUCKET_MIN_SECONDS, HISTORY_MAX_BUCKETS } from '@vigil/sdk';
import type { TimeRange } from './range-presets';

/** A window of a day or less is drawn from every reading (1,440 a probe at one a minute). */
export const RAW_MAX_SECONDS = 86_400;

/** Bucket sizes offered, in seconds: whole minutes that divide hours and days, so buckets fall on round times. */
const BUCKET_LADDER = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440].map((minutes) => minutes * HISTORY_BUCKET_MIN_SECONDS);
const DAY_SECONDS = 86_400;

/** How a window is fetched: every reading, or buckets of `seconds`. */
export type Resolution = { kind: 'raw' } | { kind: 'buckets'; seconds: number };

/**
 * The smallest bucket whose count over `spanSeconds` fits `widthPx` (a bucket a pixel at most, counting the partial
 * buckets at both ends), whole days past the ladder; never more buckets than one answer may hold.
 */
export function bucketSeconds(spanSeconds: number, widthPx: number): number {
  const fits = (size: number) => Math.ceil(spanSeconds / size) + 1 <= Math.min(Math.max(1, Math.floor(widthPx)), HISTORY_MAX_BUCKETS);
  return BUCKET_LADDER.find(fits) ?? Math.ceil(spanSeconds / Math.max(1, Math.min(widthPx, HISTORY_MAX_BUCKETS) - 1) / DAY_SECONDS) * DAY_SECONDS;
}

/** The resolution of a window drawn `widthPx` wide: raw for a day or less, else buckets sized to the width. */
export function resolutionOf({ from, to }: TimeRange, widthPx: number): Resolution {
  const span = (to.getTime() - from.getTime()) / 1000;
  return span <= RAW_MAX_SECONDS ? { kind: 'raw' } : { kind: 'buckets', seconds: bucketSeconds(span, widthPx) };
}
