import { type AlarmPayloadInput, HOUSE_PRODUCT_ID, alarmPayloadSchema } from '@vigil/sdk';
import { z } from 'zod';
import { LIVE_ALARM_TYPES } from './alarm-types';
import type { MockContext } from './context';
import { ApiError } from './errors';
import type { Row } from './state';
import { formatTime } from './time-format';

/** What POST /__mock/alarms accepts: one payload, a list of payloads, or `{ count }` to generate. */
const countRequestSchema = z.object({ count: z.number().int().min(1).max(1000) });
export const alarmRequestSchema = z.union([countRequestSchema, z.array(alarmPayloadSchema).min(1).max(1000), alarmPayloadSchema]);

/** Tells helmet pages to refresh (spec §7). */
export const REFRESH_TIP = { type: 'hat_new_msg_tip' } as const;

/** An alarm on a random seeded device (weighted to the enabled house product since that is what consoles show). */
export function generateAlarm(context: MockContext): AlarmPayloadInput {
  const { random, store } = context;
  const devices = store.collection('devices');
  const house = devices.filter((d) => d.productId === HOUSE_PRODUCT_ID);
  const device = random.pick(house.length > 0 && random.chance(0.8) ? house : devices);
  const probes = store.collection('probes').filter((p) => p.deviceId === device.id);
  const probe = probes.length > 0 ? random.pick(probes) : undefined;
  const kind = random.pick(LIVE_ALARM_TYPES);
  const probeName = probe ? String(probe.name) : '';
  return {
    proBh: String(device.productId),
    sn: String(device.imei),
    address: String(device.location ?? ''),
    alarmVo: {
      name: `${String(device.name)} ${probeName}`.trim(),
      notes: `${probeName}${kind.zh} ${kind.en}`,
      alarm: kind.code,
      timeStamp: formatTime(context.now()),
    },
  };
}

/** Sends each payload to every alarm socket and records it as an alarm; returns the messages sent. */
export function pushAlarms(context: MockContext, payloads: readonly AlarmPayloadInput[]) {
  const messages = payloads.map((payload) => ({ eventType: 'dataAlarm' as const, payload }));
  const alarms = context.store.collection('alarms');
  // One pass over the devices for the whole batch (a flood is up to 1,000 payloads).
  const wanted = new Set(payloads.map((payload) => payload.sn));
  const devices = new Map<string, Row>();
  for (const device of context.store.collection('devices')) {
    const imei = String(device.imei);
    if (wanted.has(imei) && !devices.has(imei)) devices.set(imei, device);
  }
  for (const message of messages) {
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
    context.sockets.broadcastAlarm(message);
  }
  if (messages.length > 0) context.store.changed();
  return messages;
}

/** Resolves a control-API request into the payloads to push. */
export function alarmsFromRequest(context: MockContext, input: unknown): AlarmPayloadInput[] {
  const parsed = alarmRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, `alarm request must be a payload, a list of payloads or { count }: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : ''}`);
  }
  const value = parsed.data;
  if (Array.isArray(value)) return value;
  const count = countRequestSchema.safeParse(value);
  if (count.success) return Array.from({ length: count.data.count }, () => generateAlarm(context));
  return [value as AlarmPayloadInput];
}
