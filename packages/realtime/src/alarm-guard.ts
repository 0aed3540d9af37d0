import {
  type AlarmPayload,
  type AlarmSocketMessage,
  alarmPayloadSchema,
  alarmSocketMessageSchema,
} from '@vigil/sdk';

/**
 * Validation of alarm frames on the hot path. The common shape (plain JSON objects with
 * strings and finite numbers) is recognised by hand and copied exactly as the sdk schema
 * would transform it; anything else goes to the schema itself, so acceptance, rejection
 * and output stay the schema's (alarm-guard.test.ts compares the two on random input).
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

/** Validates a whole `dataAlarm` message against the sdk schema. */
export function readAlarmMessage(value: unknown): GuardResult<AlarmSocketMessage> {
  if (isPlainRecord(value) && value.eventType === 'dataAlarm') {
    const payload = fastPayload(value.payload);
    if (payload) return accept({ ...value, eventType: 'dataAlarm', payload });
  }
  const parsed = alarmSocketMessageSchema.safeParse(value);
  return parsed.success ? accept(parsed.data) : schemaFailure(parsed.error);
}

/** Validates an alarm payload against the sdk schema. */
export function readAlarmPayload(value: unknown): GuardResult<AlarmPayload> {
  const payload = fastPayload(value);
  if (payload) return { ok: true, value: payload };
  const parsed = alarmPayloadSchema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : schemaFailure(parsed.error);
}

/** Accepts either a whole `dataAlarm` message (anything with `eventType`) or its payload. */
export function readAlarmInput(value: unknown): GuardResult<AlarmPayload> {
  if (typeof value !== 'object' || value === null || !('eventType' in value)) return readAlarmPayload(value);
  if (accepted.has(value as AlarmSocketMessage)) return { ok: true, value: (value as AlarmSocketMessage).payload };
  const message = readAlarmMessage(value);
  return message.ok ? { ok: true, value: message.value.payload } : message;
}
