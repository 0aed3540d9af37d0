import { resyncBegin, wireTime } from './alarm-resync';

/** How long after a page went away the next page still resyncs from where it stopped: a reload, not a new visit. */
export const RELOAD_RESYNC_WINDOW_MS = 5 * 60_000;

/** What a page that had the alarm socket open leaves for the next one (stored per user, see alarm-service). */
export interface ResyncMark {
  /** When the page went away (epoch ms). */
  at: number;
  /** When its socket first opened: every alarm since reached it, was in flight, or is newer than `newest`. */
  liveSince: number;
  /** The newest alarm time it held (wire wall clock or epoch), if any. */
  newest?: string | number;
  /** Alarms it confirmed or evicted (`alarmSeenKey`), so the resync does not bring them back. */
  dismissed: readonly string[];
}

/**
 * Where the first open of a page resyncs from, given the previous page's mark: the later of its newest alarm and the
 * moment its socket opened (what came before that was not that page's to show). Undefined when that page went away too long ago (a later visit shows new alarms only, as the popup
 * always has) or the mark is from the future (a clock change).
 */
export function reloadResyncFrom(mark: ResyncMark, nowMs: number, timeZone: string): string | undefined {
  const age = nowMs - mark.at;
  if (age < 0 || age > RELOAD_RESYNC_WINDOW_MS) return undefined;
  const opened = wireTime(mark.liveSince, timeZone);
  if (mark.newest === undefined) return opened;
  // Both are wall clocks in the user's zone, `yyyy-MM-dd HH:mm:ss`: they compare as text.
  const newest = resyncBegin([mark.newest], mark.liveSince, timeZone);
  return newest.localeCompare(opened) > 0 ? newest : opened;
}

/** A stored mark read back, or null when it is not one (another version, edited by hand). */
export function parseResyncMark(value: unknown): ResyncMark | null {
  if (typeof value !== 'object' || value === null) return null;
  const { at, liveSince, newest, dismissed } = value as Record<string, unknown>;
  if (typeof at !== 'number' || typeof liveSince !== 'number') return null;
  if (newest !== undefined && typeof newest !== 'string' && typeof newest !== 'number') return null;
  if (!Array.isArray(dismissed) || !dismissed.every((key) => typeof key === 'string')) return null;
  return { at, liveSince, ...(newest === undefined ? {} : { newest }), dismissed };
}
