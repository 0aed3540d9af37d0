import { wireWallClock } from '@vigil/sdk';

/** What the merge reads of an alarm: its identity (sn + alarm type, spec §9) and its time. */
export interface MergeableAlarm {
  readonly sn: string;
  readonly alarmVo: { readonly alarm: string; readonly timeStamp: string | number };
}

/**
 * A sortable number for an alarm's `timeStamp`: epoch seconds or milliseconds (number or digits) as milliseconds, a
 * wire wall clock (`yyyy-MM-dd HH:mm:ss`) as that clock read as UTC; undefined when it is neither. The two kinds are
 * compared as they are: a feed holds one kind in practice (the socket's), and the wall clock is the user's zone.
 */
export function alarmTimeOf(timeStamp: string | number): number | undefined {
  const text = String(timeStamp).trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return n < 1e12 ? n * 1000 : n;
  }
  return wireWallClock(text)?.utc;
}

const keyOf = (alarm: MergeableAlarm): string => `${alarm.sn}\u0000${alarm.alarmVo.alarm}`;
/** An unreadable time sorts below every readable one. */
const timeOf = (alarm: MergeableAlarm): number => alarmTimeOf(alarm.alarmVo.timeStamp) ?? Number.NEGATIVE_INFINITY;

export interface MergeResult<T> {
  /** The merged list, newest first, at most `cap` long. */
  items: T[];
  /** The incoming alarms that made it into `items`. */
  added: T[];
}

/**
 * Merges alarms fetched after a reconnect into a held feed (newest first) under spec §9's rule:
 * - one alarm per sn + alarm type: an incoming alarm replaces a held one of the same key only when it is newer; one
 *   that is as old or older (the same alarm fetched again, or a stale one) is dropped, as are repeats in `incoming`;
 * - the held alarms keep their order; each incoming one goes in above the first held alarm older than it;
 * - the list is cut to `cap`, dropping the oldest.
 * Pure: neither list is changed.
 */
export function mergeAlarms<T extends MergeableAlarm>(held: readonly T[], incoming: readonly T[], cap: number): MergeResult<T> {
  const kept = new Map<string, T>();
  for (const alarm of held) if (!kept.has(keyOf(alarm))) kept.set(keyOf(alarm), alarm);
  const replaced = new Set<T>();
  const accepted: T[] = [];
  // Newest first, so of several incoming alarms with one key the newest wins.
  const sorted = incoming
    .map((alarm, index) => ({ alarm, index, time: timeOf(alarm) }))
    .sort((a, b) => b.time - a.time || a.index - b.index);
  for (const { alarm, time } of sorted) {
    const key = keyOf(alarm);
    const other = kept.get(key);
    if (other !== undefined) {
      if (timeOf(other) >= time) continue;
      replaced.add(other);
    }
    kept.set(key, alarm);
    accepted.push(alarm);
  }
  const base = held.filter((alarm) => !replaced.has(alarm));
  const items: T[] = [];
  let next = 0;
  for (const alarm of base) {
    const time = timeOf(alarm);
    while (next < accepted.length && timeOf(accepted[next] as T) > time) items.push(accepted[next++] as T);
    items.push(alarm);
  }
  while (next < accepted.length) items.push(accepted[next++] as T);
  const limit = Math.max(0, Math.floor(cap));
  const capped = items.slice(0, limit);
  const inList = new Set(capped);
  return { items: capped, added: accepted.filter((alarm) => inList.has(alarm)) };
}
