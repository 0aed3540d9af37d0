import { alarmTimeOf } from '@vigil/realtime';
import { type AlarmPayload, type AlarmRecord, DATE_TIME_FIELDS } from '@vigil/sdk';

/** Most alarms fetched per product: the feed keeps 15 (spec §9), so more could never show. */
export const RESYNC_PAGE_SIZE = 15;

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * A stored alarm (`/sensor/alarm/list` row) as the public socket would have sent it (spec §3), so a resynced alarm
 * looks like a pushed one: `proBh` from productId, `sn` the IMEI, `alarmVo.alarm` the type code, `timeStamp` the
 * alarm time (in the user's zone, as every call is answered). vigil-mock records a pushed alarm's content as
 * "name notes" and its type name as the notes, so the name is the content without them (else the device name).
 */
export function recordToPayload(record: AlarmRecord): AlarmPayload {
  const notes = text(record.typeName);
  const content = text(record.content).trim();
  const name = notes !== '' && content.endsWith(notes) && content.length > notes.length ? content.slice(0, -notes.length).trim() : text(record.deviceName) || content;
  return {
    proBh: text(record.productId),
    sn: record.imei,
    address: text(record.address),
    alarmVo: { name, notes, alarm: record.type, timeStamp: record.time },
  };
}

const wireFormatters = new Map<string, Intl.DateTimeFormat>();

/** `yyyy-MM-dd HH:mm:ss` of the instant `ms` in `timeZone`: how a list call's time range is written (spec §7). */
export function wireTime(ms: number, timeZone: string): string {
  let formatter = wireFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...DATE_TIME_FIELDS, timeZone });
    wireFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(ms).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * Where a resync starts: the newest alarm time the feed has held (a wire wall clock in the user's zone, as the socket
 * writes them; an epoch time is written in `timeZone`), else `fallbackMs` (when the socket went down). The range is
 * inclusive: the newest held alarm comes back and the merge drops it as a duplicate.
 */
export function resyncBegin(timeStamps: readonly (string | number)[], fallbackMs: number, timeZone: string): string {
  let newest: { order: number; wire: string } | undefined;
  for (const stamp of timeStamps) {
    const order = alarmTimeOf(stamp);
    if (order === undefined || (newest && newest.order >= order)) continue;
    const wire = /^\s*\d+\s*$/.test(String(stamp)) ? wireTime(order, timeZone) : String(stamp).trim();
    newest = { order, wire };
  }
  return newest?.wire ?? wireTime(fallbackMs, timeZone);
}

/** An alarm's identity and time, to recognise one the user already confirmed when it is fetched again. */
export const alarmSeenKey = (payload: Pick<AlarmPayload, 'sn' | 'alarmVo'>): string => `${payload.sn}\u0000${payload.alarmVo.alarm}\u0000${String(payload.alarmVo.timeStamp)}`;
