import type { Context } from 'hono';
import { TransportError } from './errors';
import { BlobReply, type HandlerResult } from './handlers/types';
import { canonicalTimeZone, formatTime, parseWireTime, SERVER_TIME_ZONE } from './time-format';

/**
 * Times in the caller's zone (spec §7: calls and sockets pass a `timeZone`). Stored times stay in the server's zone;
 * this edge converts every wire-format string on the way out and in, so no handler deals with zones.
 */

/** A time exactly as the mock writes it. */
const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** The same, inside a text (CSV exports). */
const WIRE_TIMES = /\b\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\b/g;
/** What a caller may write: seconds optional, a `T` for the space. */
const INPUT_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** List filters whose bare date means a whole day of the caller's calendar. */
const DAY_BOUNDS: Readonly<Record<string, string>> = { beginTime: '00:00:00', endTime: '23:59:59' };

/** The zone a name denotes: the server's when none is given; undefined when it is not an IANA zone. */
export function timeZoneNamed(name: string | null | undefined): string | undefined {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? SERVER_TIME_ZONE : canonicalTimeZone(trimmed);
}

/**
 * The zone of an HTTP call: the `Time-Zone` header (what the sdk sends), else the `timeZone` query parameter (for
 * links such as downloads); the server's when neither is given. An unknown zone is an HTTP 400.
 */
export function requestTimeZone(c: Context): string {
  const name = c.req.header('time-zone') || c.req.query('timeZone');
  const zone = timeZoneNamed(name);
  if (zone === undefined) throw new TransportError(400, 'request.badTimeZone', { zone: String(name) });
  return zone;
}

const convert = (text: string, from: string, to: string): string => {
  const ms = parseWireTime(text, from);
  return ms === undefined ? text : formatTime(ms, to);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * Copies `value` with every string passed through `time` (with the name of the field it is in): plain objects and
 * arrays deeply, anything else (numbers, uploaded files) as is. Stored rows are never changed.
 */
function mapTimes(value: unknown, time: (text: string, key: string) => string, key = ''): unknown {
  if (typeof value === 'string') return time(value, key);
  if (Array.isArray(value)) return value.map((item) => mapTimes(item, time, key));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapTimes(item, time, name)]));
  return value;
}

/** A value (a message, a body) with its times, kept in the server's zone, written in `zone`. */
export function timesOut(value: unknown, zone: string): unknown {
  if (zone === SERVER_TIME_ZONE) return value;
  return mapTimes(value, (text) => (WIRE_TIME.test(text) ? convert(text, SERVER_TIME_ZONE, zone) : text));
}

/** A handler's answer with its times written in `zone`, the texts of exports included. */
export function answerTimesOut(result: HandlerResult, zone: string): HandlerResult {
  if (zone === SERVER_TIME_ZONE) return result;
  if (!(result instanceof BlobReply)) return timesOut(result, zone) as HandlerResult;
  if (typeof result.data !== 'string') return result;
  return new BlobReply(result.filename, result.contentType, result.data.replace(WIRE_TIMES, (text) => convert(text, SERVER_TIME_ZONE, zone)), result.disposition);
}

/**
 * Request fields with the times the caller wrote in `zone` rewritten in the server's zone; a bare date in beginTime or
 * endTime becomes the start or the end of that day in the caller's calendar.
 */
export function timesIn(fields: Record<string, unknown>, zone: string): Record<string, unknown> {
  if (zone === SERVER_TIME_ZONE) return fields;
  return mapTimes(fields, (text, key) => {
    const bound = DAY_BOUNDS[key];
    if (bound && DATE_ONLY.test(text)) return convert(`${text} ${bound}`, zone, SERVER_TIME_ZONE);
    return INPUT_TIME.test(text) ? convert(text, zone, SERVER_TIME_ZONE) : text;
  }) as Record<string, unknown>;
}
