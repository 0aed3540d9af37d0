import { applyLinkages } from './gateway-state';
import { type AlarmPayloadInput, directionOfType, HOUSE_PRODUCT_ID, REFRESH_TIP_TYPE, alarmPayloadSchema } from '@vigil/sdk';
import { z } from 'zod';
import { type AlarmType, ALARM_TYPES, alarmNotes, alarmTypeOfJudgement, LIVE_ALARM_TYPES } from './alarm-types';
import { alarmingValue } from './alarm-values';
import type { MockContext } from './context';
import { ApiError } from './errors';
import type { Locale } from './i18n/messages';
import { limitsOfDevice } from './limits-in-force';
import { PROBE_NAMES } from './seed/catalogue';
import { sameForAll, type SocketMessage } from './sockets';
import type { Row } from './state';
import { formatTime, parseWireTime, SERVER_TIME_ZONE } from './time-format';

/** What POST /__mock/alarms accepts: one payload, a list of payloads, or `{ count }` to generate. */
const countRequestSchema = z.object({ count: z.number().int().min(1).max(1000) });
export const alarmRequestSchema = z.union([countRequestSchema, z.array(alarmPayloadSchema).min(1).max(1000), alarmPayloadSchema]);

/** Tells helmet pages to refresh (spec §7). */
export const REFRESH_TIP = sameForAll({ type: REFRESH_TIP_TYPE });

const FAULT: AlarmType = ALARM_TYPES[2];

const dataAlarm = (payload: AlarmPayloadInput) => ({ eventType: 'dataAlarm' as const, payload });

/** An alarm to push: what each socket receives, and the payload the alarm list records. */
export interface PushedAlarm {
  /** The `dataAlarm` message for a socket of that language and time zone. */
  message: SocketMessage;
  /** Recorded in the alarm list: in the seed's language, its time in the server's zone. */
  record: AlarmPayloadInput;
}

/**
 * A payload a caller wrote goes out as written, to every socket, but for its time: a wire wall clock
 * (`yyyy-MM-dd HH:mm:ss`) is read in the caller's zone (the control call's Time-Zone, else the server's, like every
 * wire time the mock is sent) and each socket gets it in its own zone, as it gets the times of generated alarms. An
 * epoch time or any other text goes out unchanged.
 */
function asWritten(payload: AlarmPayloadInput, zone: string): PushedAlarm {
  const stamp = payload.alarmVo.timeStamp;
  const at = typeof stamp === 'string' ? parseWireTime(stamp, zone) : undefined;
  if (at === undefined) return { message: sameForAll(dataAlarm(payload)), record: payload };
  const inZone = (timeZone: string): AlarmPayloadInput => ({ ...payload, alarmVo: { ...payload.alarmVo, timeStamp: formatTime(at, timeZone) } });
  return { message: (_locale, timeZone) => dataAlarm(inZone(timeZone)), record: inZone(SERVER_TIME_ZONE) };
}

/**
 * The live alarm of one probe of a device (none: the device's), of `kind`, with the reading that raised it. The device's
 * name is seed data; the probe and the kind are said in each socket's language, the kind worded the way the probe's
 * measure alarms (`甲烷高报`, `Methane High alarm`, `氧气低报（缺氧）`), and the time is written in each socket's zone.
 */
export function probeAlarm(context: MockContext, device: Row, probe: Row | undefined, kind: AlarmType, value?: number): PushedAlarm {
  const probeName = probe ? PROBE_NAMES.get(String(probe.type)) : undefined;
  const at = context.now();
  const reading = probe ? { probeType: String(probe.type), probe: Number(probe.number), unit: String(probe.unit ?? ''), ...(value === undefined ? {} : { value }) } : {};
  const payload = (locale: Locale, timeZone: string): AlarmPayloadInput => ({
    proBh: String(device.productId),
    sn: String(device.imei),
    address: String(device.location ?? ''),
    alarmVo: { name: `${String(device.name)} ${probeName?.[locale] ?? ''}`.trim(), notes: alarmNotes(probeName, kind, locale, probe?.type), alarm: kind.code, timeStamp: formatTime(at, timeZone), ...reading },
  });
  return { message: (locale, timeZone) => dataAlarm(payload(locale, timeZone)), record: payload(context.options.locale, SERVER_TIME_ZONE) };
}

/**
 * `count` alarms on random seeded devices (weighted to the enabled house product, since that is what consoles
 * show). A low or high alarm carries a reading beyond that limit, in the direction its measure alarms and against the
 * limits in force (the operator's where set); a probe that cannot alarm that way (a relay) reports a fault instead.
 */
export function generateAlarms(context: MockContext, count: number): PushedAlarm[] {
  const { random, store } = context;
  const devices = store.collection('devices');
  const house = devices.filter((d) => d.productId === HOUSE_PRODUCT_ID);
  const probesOf = new Map<unknown, Row[]>();
  for (const probe of store.collection('probes')) {
    const list = probesOf.get(probe.deviceId);
    if (list) list.push(probe);
    else probesOf.set(probe.deviceId, [probe]);
  }
  return Array.from({ length: count }, () => {
    const device = random.pick(house.length > 0 && random.chance(0.8) ? house : devices);
    const probes = probesOf.get(device.id) ?? [];
    const probe = probes.length > 0 ? random.pick(probes) : undefined;
    const drawn = random.pick(LIVE_ALARM_TYPES);
    if (!probe || (drawn.code !== '1' && drawn.code !== '2')) return probeAlarm(context, device, probe, drawn);
    const limits = limitsOfDevice(context, device)(probe);
    const reading = alarmingValue(directionOfType(probe.type), drawn.code === '1' ? 'low' : 'high', limits, [Number(probe.rangeMin ?? 0), Number(probe.rangeMax ?? 100)], 1);
    const kind = reading ? alarmTypeOfJudgement(reading.judgement) : undefined;
    return kind && reading ? probeAlarm(context, device, probe, kind, reading.value) : probeAlarm(context, device, probe, FAULT);
  });
}

/**
 * Records the alarms in the alarm list (newest first), then sends each to every alarm socket, in its language and
 * zone; resolves, once all are sent, with how many sockets received them.
 */
export function pushAlarms(context: MockContext, pushed: readonly PushedAlarm[]): Promise<number> {
  const payloads = pushed.map((alarm) => alarm.record);
  // One pass over the devices for the whole batch (a flood is up to 1,000 payloads).
  const wanted = new Set(payloads.map((payload) => payload.sn));
  const devices = new Map<string, Row>();
  for (const device of context.store.collection('devices')) {
    const imei = String(device.imei);
    if (wanted.has(imei) && !devices.has(imei)) devices.set(imei, device);
  }
  // The probe a pushed alarm is recorded against: the one it names, else the device's first, for its unit.
  const deviceIds = new Set([...devices.values()].map((device) => device.id));
  const probesByDevice = new Map<unknown, Row[]>();
  for (const probe of context.store.collection('probes')) {
    if (!deviceIds.has(probe.deviceId)) continue;
    probesByDevice.set(probe.deviceId, [...(probesByDevice.get(probe.deviceId) ?? []), probe]);
  }
  const probeOf = (device: Row, named: unknown): Row | undefined => {
    const own = [...(probesByDevice.get(device.id) ?? [])].sort((a, b) => Number(a.number) - Number(b.number));
    return (named === undefined || named === null ? undefined : own.find((p) => String(p.number) === String(named))) ?? own[0];
  };
  const now = context.now();
  const rows = payloads.map((payload): Row => {
    const device = devices.get(payload.sn);
    const { probe: named, probeType, value } = payload.alarmVo;
    const probe = device ? probeOf(device, named) : undefined;
    // Listed at the alarm's own time (its record is written in the server's zone), so a resync fetches it with the
    // time the sockets were sent; an epoch or unreadable time is listed at the push.
    const stamp = payload.alarmVo.timeStamp;
    const time = (typeof stamp === 'string' ? parseWireTime(stamp) : undefined) ?? now;
    return {
      id: context.store.nextId(),
      imei: payload.sn,
      sn: device?.sn ?? payload.sn,
      productId: String(payload.proBh),
      deviceName: device?.name ?? payload.alarmVo.name,
      address: payload.address ?? '',
      probeNo: probe?.number ?? 1,
      probeName: probe?.name ?? '',
      ...(typeof probeType === 'string' ? { probeType } : {}),
      type: String(payload.alarmVo.alarm),
      typeName: payload.alarmVo.notes ?? '',
      value: typeof value === 'number' ? value : null,
      unit: probe?.unit ?? '',
      content: `${payload.alarmVo.name} ${payload.alarmVo.notes ?? ''}`.trim(),
      time: formatTime(time),
      timeMs: time,
      dispatched: false,
    };
  });
  context.store.collection('alarms').unshift(...rows.reverse());
  applyLinkages(context, rows);
  if (rows.length > 0) context.store.changed();
  // Each alarm reaches the sockets whose scope holds its product and device (and every public socket without a session).
  return context.sockets.broadcastAlarms(pushed.map((alarm) => ({ message: alarm.message, productId: String(alarm.record.proBh), imei: String(alarm.record.sn) })));
}

/** Resolves a control-API request into the alarms to push; `zone` is the one written times are read in. */
export function alarmsFromRequest(context: MockContext, input: unknown, zone: string = SERVER_TIME_ZONE): PushedAlarm[] {
  const parsed = alarmRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, 'mock.badAlarms', { detail: issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : '' });
  }
  const value = parsed.data;
  if (Array.isArray(value)) return value.map((payload) => asWritten(payload, zone));
  if ('alarmVo' in value) return [asWritten(value, zone)];
  return generateAlarms(context, value.count);
}
