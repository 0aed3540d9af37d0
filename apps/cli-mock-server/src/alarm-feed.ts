import { type AlarmPayloadInput, HOUSE_PRODUCT_ID, REFRESH_TIP_TYPE, alarmPayloadSchema } from '@vigil/sdk';
import { z } from 'zod';
import { alarmNotes, LIVE_ALARM_TYPES } from './alarm-types';
import type { Locale } from './i18n/messages';
import { PROBE_NAMES } from './seed/catalogue';
import type { MockContext } from './context';
import type { SocketLocale } from './sockets';
import { ApiError } from './errors';
import type { Row } from './state';
import { formatTime } from './time-format';

/** What POST /__mock/alarms accepts: one payload, a list of payloads, or `{ count }` to generate. */
const countRequestSchema = z.object({ count: z.number().int().min(1).max(1000) });
export const alarmRequestSchema = z.union([countRequestSchema, z.array(alarmPayloadSchema).min(1).max(1000), alarmPayloadSchema]);

/** Tells helmet pages to refresh (spec §7). */
export const REFRESH_TIP = { type: REFRESH_TIP_TYPE } as const;

/** An alarm to push: its payload, and translations for sockets that asked for another language (`local`). */
export interface PushedAlarm {
  payload: AlarmPayloadInput;
  byLocale?: Partial<Record<SocketLocale, AlarmPayloadInput>>;
}

/**
 * An alarm on a random seeded device (weighted to the enabled house product since that is what consoles show).
 * Its state text is Chinese, with an English translation for `local=en` sockets (probe names too; device names are data).
 */
export function generateAlarm(context: MockContext): PushedAlarm {
  const { random, store } = context;
  const devices = store.collection('devices');
  const house = devices.filter((d) => d.productId === HOUSE_PRODUCT_ID);
  const device = random.pick(house.length > 0 && random.chance(0.8) ? house : devices);
  const probes = store.collection('probes').filter((p) => p.deviceId === device.id);
  const probe = probes.length > 0 ? random.pick(probes) : undefined;
  const kind = random.pick(LIVE_ALARM_TYPES);
  const probeName = probe ? PROBE_NAMES.get(String(probe.type)) : undefined;
  const payload = (locale: Locale): AlarmPayloadInput => ({
    proBh: String(device.productId),
    sn: String(device.imei),
    address: String(device.location ?? ''),
    alarmVo: { name: `${String(device.name)} ${probeName?.[locale] ?? ''}`.trim(), notes: alarmNotes(probeName, kind, locale), alarm: kind.code, timeStamp: formatTime(context.now()) },
  });
  return { payload: payload('zh-CN'), byLocale: { en: payload('en') } };
}

const dataAlarm = (payload: AlarmPayloadInput) => ({ eventType: 'dataAlarm' as const, payload });

/** Sends each alarm to every alarm socket (in its language) and records it as an alarm; returns the messages sent. */
export function pushAlarms(context: MockContext, pushed: readonly PushedAlarm[]) {
  const payloads = pushed.map((alarm) => alarm.payload);
  const messages = payloads.map(dataAlarm);
  const alarms = context.store.collection('alarms');
  // One pass over the devices for the whole batch (a flood is up to 1,000 payloads).
  const wanted = new Set(payloads.map((payload) => payload.sn));
  const devices = new Map<string, Row>();
  for (const device of context.store.collection('devices')) {
    const imei = String(device.imei);
    if (wanted.has(imei) && !devices.has(imei)) devices.set(imei, device);
  }
  for (const [index, message] of messages.entries()) {
    const { payload } = message;
    const device = devices.get(payload.sn);
    const time = context.now();
    alarms.unshift({
      id: context.store.nextId(),
      imei: payload.sn,
      sn: device?.sn ?? payload.sn,
      productId: String(payload.proBh),
      deviceName: device?.name ?? payload.alarmVo.name,
      address: payload.address ?? '',
      probeNo: 1,
      probeName: '',
      type: String(payload.alarmVo.alarm),
      typeName: payload.alarmVo.notes ?? '',
      value: null,
      content: `${payload.alarmVo.name} ${payload.alarmVo.notes ?? ''}`.trim(),
      time: formatTime(time),
      timeMs: time,
      dispatched: false,
    });
    const translations = Object.entries(pushed[index]?.byLocale ?? {}).map(([locale, translated]) => [locale, dataAlarm(translated)]);
    context.sockets.broadcastAlarm(message, Object.fromEntries(translations));
  }
  if (messages.length > 0) context.store.changed();
  return messages;
}

/** Resolves a control-API request into the payloads to push. */
export function alarmsFromRequest(context: MockContext, input: unknown): PushedAlarm[] {
  const parsed = alarmRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, 'mock.badAlarms', { detail: issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : '' });
  }
  const value = parsed.data;
  // Payloads a caller wrote go out as written, to every socket.
  if (Array.isArray(value)) return value.map((payload) => ({ payload }));
  if ('alarmVo' in value) return [{ payload: value }];
  return Array.from({ length: value.count }, () => generateAlarm(context));
}
