import {
  type AlarmPayload,
  type AlarmSocketMessage,
  alarmPayloadSchema,
  alarmSocketMessageSchema,
  decodeJsonText,
  type ReadIssue,
  readTolerant,
} from '@vigil/sdk';

/**
 * Validation of alarm frames on the hot path. The common shape (plain JSON objects with
 * strings and finite numbers) is recognised by hand and copied exactly as the sdk schema
 * would transform it; anything else goes to the schema itself, so acceptance, rejection
 * and output stay the schema's (alarm-guard.test.ts compares the two on random input).
 * What the schema refuses is then read tolerantly (the default readers): an alarm is never
 * dropped over its shape, only when it names no device at all.
 */

export type GuardResult<T> = { ok: true; value: T } | { ok: false; issues: readonly unknown[]; message: string };

type Loose = Record<string, unknown>;

const objectProto = Object.prototype;

function isPlainRecord(value: unknown): value is Loose {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === objectProto || proto === null;
}

function isIdLike(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/** The fast shape check and copy; undefined means "ask the schema". */
function fastPayload(value: unknown): AlarmPayload | undefined {
  if (!isPlainRecord(value)) return undefined;
  const { proBh, sn, address, alarmVo } = value;
  if (!isIdLike(proBh) || typeof sn !== 'string' || sn.length === 0) return undefined;
  if (address !== undefined && typeof address !== 'string') return undefined;
  if (!isPlainRecord(alarmVo)) return undefined;
  const { name, notes, alarm, timeStamp } = alarmVo;
  if (typeof name !== 'string' || !isIdLike(alarm) || !isIdLike(timeStamp)) return undefined;
  if (notes !== undefined && typeof notes !== 'string') return undefined;
  return {
    ...value,
    proBh: String(proBh),
    sn,
    address: address ?? '',
    alarmVo: { ...alarmVo, name, alarm: String(alarm), timeStamp },
  };
}

function schemaFailure(error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] }) {
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? ` at ${first.path.map(String).join('.')}` : '';
  return { ok: false as const, issues: error.issues, message: `${first?.message ?? 'invalid'}${where}` };
}

/**
 * Messages this guard has already accepted. The socket's `alarm` event hands them on to
 * `feed.add`, which then takes the payload as is instead of validating the frame twice.
 */
const accepted = new WeakSet<AlarmSocketMessage>();

function accept(message: AlarmSocketMessage): GuardResult<AlarmSocketMessage> {
  accepted.add(message);
  return { ok: true, value: message };
}

/** Validates a whole `dataAlarm` message against the sdk schema, all or nothing (today's strict guard). */
export function readAlarmMessageStrict(value: unknown): GuardResult<AlarmSocketMessage> {
  if (isPlainRecord(value) && value.eventType === 'dataAlarm') {
    const payload = fastPayload(value.payload);
    if (payload) return accept({ ...value, eventType: 'dataAlarm', payload });
  }
  const parsed = alarmSocketMessageSchema.safeParse(value);
  return parsed.success ? accept(parsed.data) : schemaFailure(parsed.error);
}

/** Validates an alarm payload against the sdk schema, all or nothing. */
export function readAlarmPayloadStrict(value: unknown): GuardResult<AlarmPayload> {
  const payload = fastPayload(value);
  if (payload) return { ok: true, value: payload };
  const parsed = alarmPayloadSchema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : schemaFailure(parsed.error);
}

/** Where a payload names its device when `sn` is missing (the IMEI under other names some backends use). */
const DEVICE_KEYS = ['sn', 'imei', 'deviceSn', 'serialNumber'] as const;

function deviceOf(payload: Loose): string | undefined {
  for (const key of DEVICE_KEYS) {
    const value = payload[key];
    if ((typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value))) return String(value).trim();
  }
  return undefined;
}

/**
 * The tolerant reading of a payload the schema refused: a payload sent as JSON text is decoded, null parts are
 * absent, numbers and text alike (the sdk's tolerant readers); what is missing is empty (shown as "—"). Fails only
 * when no device is named.
 */
function tolerantPayload(value: unknown): GuardResult<AlarmPayload> {
  const decoded = decodeJsonText(value);
  if (!isPlainRecord(decoded)) return { ok: false, issues: [], message: 'alarm payload is not an object' };
  const sn = deviceOf(decoded);
  if (sn === undefined) return { ok: false, issues: [], message: 'alarm names no device (sn)' };
  const issues: ReadIssue[] = [];
  const read = (readTolerant(alarmPayloadSchema, decoded, issues) ?? {}) as Partial<AlarmPayload>;
  const vo: Partial<AlarmPayload['alarmVo']> = read.alarmVo ?? {};
  const payload: AlarmPayload = {
    ...read,
    proBh: read.proBh ?? '',
    sn,
    address: read.address ?? '',
    alarmVo: { ...vo, name: vo.name ?? '', alarm: vo.alarm ?? '', timeStamp: vo.timeStamp ?? '' },
  };
  return { ok: true, value: payload };
}

/**
 * Reads a whole `dataAlarm` message: the sdk schema when it matches (the fast path), else tolerantly. Refused only
 * when the payload cannot be read at all or names no device.
 */
export function readAlarmMessage(value: unknown): GuardResult<AlarmSocketMessage> {
  // The fast path first, as in the strict guard, so a well-formed frame costs what it did.
  if (isPlainRecord(value) && value.eventType === 'dataAlarm') {
    const payload = fastPayload(value.payload);
    if (payload) return accept({ ...value, eventType: 'dataAlarm', payload });
  }
  const strict = readAlarmMessageStrict(value);
  if (strict.ok || !isPlainRecord(value) || value.eventType !== 'dataAlarm') return strict;
  const payload = tolerantPayload(value.payload);
  return payload.ok ? accept({ ...value, eventType: 'dataAlarm', payload: payload.value }) : strict;
}

/** Reads an alarm payload: the sdk schema when it matches, else tolerantly (see readAlarmMessage). */
export function readAlarmPayload(value: unknown): GuardResult<AlarmPayload> {
  const strict = readAlarmPayloadStrict(value);
  if (strict.ok) return strict;
  const payload = tolerantPayload(value);
  return payload.ok ? payload : strict;
}

/** Accepts either a whole `dataAlarm` message (anything with `eventType`) or its payload. */
export function readAlarmInput(value: unknown): GuardResult<AlarmPayload> {
  if (typeof value !== 'object' || value === null || !('eventType' in value)) return readAlarmPayload(value);
  if (accepted.has(value as AlarmSocketMessage)) return { ok: true, value: (value as AlarmSocketMessage).payload };
  const message = readAlarmMessage(value);
  return message.ok ? { ok: true, value: message.value.payload } : message;
}
