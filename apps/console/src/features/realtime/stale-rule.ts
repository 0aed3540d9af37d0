import { DATE_TIME_FIELDS, STALE_AFTER_MS, wireWallClock } from '@vigil/sdk';

// The stale interval is the sdk's (vigil-mock takes a device offline after it too).
export { STALE_AFTER_MS } from '@vigil/sdk';

/** `now` as the wall clock of `timeZone`, counted as if it were UTC: comparable with `wireWallClock(...).utc`. */
export function wallClockOf(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { ...DATE_TIME_FIELDS, timeZone }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** How old a reading time is at `now`, in ms; undefined when it cannot be read. */
export function ageOf(time: unknown, now: number, timeZone: string): number | undefined {
  if (time === null || time === undefined || time === '') return undefined;
  const text = String(time).trim();
  // The backend writes `yyyy-MM-dd HH:mm:ss` in the caller's zone (Time-Zone header, socket `timeZone`).
  const wall = wireWallClock(text);
  if (wall?.hasTime) return wallClockOf(now, timeZone) - wall.utc;
  const ms = /^\d+$/.test(text) ? (Number(text) < 1e12 ? Number(text) * 1000 : Number(text)) : Date.parse(text);
  return Number.isNaN(ms) ? undefined : now - ms;
}

/** Whether data last received at `time` is stale at `now`: older than `afterMs`, or no readable time at all. */
export function isStale(time: unknown, now: number, timeZone: string, afterMs: number = STALE_AFTER_MS): boolean {
  const age = ageOf(time, now, timeZone);
  return age === undefined || age > afterMs;
}
