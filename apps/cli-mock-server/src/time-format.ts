import { DATE_TIME_FIELDS, wireWallClock } from '@vigil/sdk';
/**
 * Times on the wire are `yyyy-MM-dd HH:mm:ss` wall-clock strings without an offset (spec §7). The mock keeps them
 * in the server's zone, Asia/Shanghai, as the real backend does; a caller that passes a `timeZone` reads and
 * writes them in its own zone instead (see caller-time.ts).
 */
export const SERVER_TIME_ZONE = 'Asia/Shanghai';

/** Asia/Shanghai has had no daylight saving time since 1991: its offset is fixed. */
const SERVER_OFFSET_MS = 8 * 3600_000;


const formatters = new Map<string, Intl.DateTimeFormat>();
/** Zone names differ by case only too (`asia/shanghai`): past this many, formatters are made and not kept. */
const MAX_FORMATTERS = 1000;

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...DATE_TIME_FIELDS, timeZone: zone });
    if (formatters.size < MAX_FORMATTERS) formatters.set(zone, formatter);
  }
  return formatter;
}

/** The IANA zone name as Intl knows it (`asia/shanghai` → `Asia/Shanghai`), or undefined when it is not a zone. */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return formatterOf(name).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const QUARTER_HOUR = 900_000;
const offsets = new Map<string, number>();

/**
 * Offset of `zone` from UTC at the instant `ms`. Offsets change only on quarter-hour instants, so one lookup per
 * zone and quarter hour is kept (formatToParts costs some 10 µs; a page of times repeats the same quarters).
 */
function offsetOf(zone: string, ms: number): number {
  if (zone === SERVER_TIME_ZONE) return SERVER_OFFSET_MS;
  const quarter = Math.floor(ms / QUARTER_HOUR);
  const key = `${zone} ${quarter}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(quarter * QUARTER_HOUR)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  const offset = wall - quarter * QUARTER_HOUR;
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** `yyyy-MM-dd HH:mm:ss` of the instant `ms` in `zone` (the server's by default). */
export function formatTime(ms: number, zone: string = SERVER_TIME_ZONE): string {
  return new Date(ms + offsetOf(zone, ms)).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant whose wall clock in `zone` reads `wall` (wall-clock fields written as if UTC). */
function instantOf(wall: number, zone: string): number {
  const guess = wall - offsetOf(zone, wall);
  // A second look settles times near a daylight-saving change, where the first guess used the other offset.
  return wall - offsetOf(zone, guess);
}

/**
 * Reads a wire time (`yyyy-MM-dd HH:mm[:ss]`, space or `T`; a bare date is its midnight) as a wall clock in `zone`;
 * undefined when it is not one.
 */
export function parseWireTime(value: string, zone: string = SERVER_TIME_ZONE): number | undefined {
  const wall = wireWallClock(value);
  return wall === undefined ? undefined : instantOf(wall.utc, zone);
}

/** Parses the wire format (in `zone`, the server's by default), ISO with an offset, or epoch ms; undefined when unreadable. */
export function parseTime(value: unknown, zone: string = SERVER_TIME_ZONE): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const wire = parseWireTime(value, zone);
  if (wire !== undefined) return wire;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}
