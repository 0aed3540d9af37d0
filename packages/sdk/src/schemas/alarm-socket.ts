import * as z from 'zod/mini';

/** `alarmVo` of a dataAlarm payload (spec §3). Unknown fields pass through. */
export const alarmVoSchema = z.looseObject({
  name: z.string(),
  notes: z.optional(z.string()),
  /** Alarm type; together with `sn` it identifies one live alarm (spec §9). */
  alarm: z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value))),
  timeStamp: z.union([z.string(), z.number()]),
  /**
   * Extension: the wire type of the probe that alarmed (`O2`), so the alarm is worded the way that measure alarms
   * (oxygen's low alarm is a deficiency); with its number, value and unit where the backend sends them.
   */
  probeType: z.optional(z.nullable(z.string())),
  probe: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  value: z.optional(z.nullable(z.number())),
  unit: z.optional(z.nullable(z.string())),
});

/** Payload of a dataAlarm message: product id, device IMEI (`sn`), address, alarm. */
export const alarmPayloadSchema = z.looseObject({
  proBh: z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value))),
  sn: z.string().check(z.minLength(1)),
  address: z._default(z.optional(z.string()), ''),
  alarmVo: alarmVoSchema,
});

/** A message on the public alarm socket whose eventType is dataAlarm. */
export const alarmSocketMessageSchema = z.looseObject({
  eventType: z.literal('dataAlarm'),
  payload: alarmPayloadSchema,
});

/** A message that tells the helmet pages to refresh (spec §7). */
export const REFRESH_TIP_TYPE = 'hat_new_msg_tip';
export const refreshSocketMessageSchema = z.looseObject({
  type: z.literal(REFRESH_TIP_TYPE),
});

export type AlarmVo = z.infer<typeof alarmVoSchema>;
export type AlarmPayload = z.infer<typeof alarmPayloadSchema>;
export type AlarmPayloadInput = z.input<typeof alarmPayloadSchema>;
export type AlarmSocketMessage = z.infer<typeof alarmSocketMessageSchema>;
export type RefreshSocketMessage = z.infer<typeof refreshSocketMessageSchema>;
