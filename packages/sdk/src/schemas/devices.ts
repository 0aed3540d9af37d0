import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, imeiTimeRangeShape, loosePageShape, numericSchema } from './common';

/** Device connectivity (spec §4). */
export const deviceStatusSchema = z.enum(['online', 'offline']);

/** A device of any product (spec §3). */
export const deviceSchema = z.looseObject({
  id: z.optional(idSchema),
  /** Product id of the catalogue (e.g. '15144628' home alarm). */
  productId: z.optional(idSchema),
  model: z.optional(z.nullable(z.string())),
  sn: z.string(),
  imei: z.string(),
  status: deviceStatusSchema,
  remark: z.optional(z.nullable(z.string())),
  location: z.optional(z.nullable(z.string())),
  longitude: z.optional(z.nullable(numericSchema)),
  latitude: z.optional(z.nullable(numericSchema)),
  bindTime: z.optional(z.nullable(dateTimeSchema)),
  lastOnlineTime: z.optional(z.nullable(dateTimeSchema)),
  lastOfflineTime: z.optional(z.nullable(dateTimeSchema)),
});

/** Probe (channel) of a device. */
export const probeSchema = z.looseObject({
  number: idSchema,
  name: z.string(),
  type: z.string(),
  lowAlarm: z.optional(z.nullable(numericSchema)),
  highAlarm: z.optional(z.nullable(numericSchema)),
  range: z.optional(z.nullable(z.string())),
  enabled: z.boolean(),
  unit: z.optional(z.nullable(z.string())),
});

/** Sensor configuration held per user and IMEI (/sensor/userConfig). */
export const sensorConfigSchema = z.looseObject({
  id: z.optional(idSchema),
  imei: z.string(),
  name: z.optional(z.nullable(z.string())),
  probes: z.optional(z.array(probeSchema)),
  pushFrequency: z.optional(z.nullable(z.number())),
});

/** One real-time/history reading (POST /intime/data, /jgtc/history/show). */
export const readingSchema = z.looseObject({
  imei: z.optional(z.string()),
  probe: z.optional(idSchema),
  value: z.nullable(numericSchema),
  unit: z.optional(z.nullable(z.string())),
  time: dateTimeSchema,
});

export const deviceAccountSchema = z.looseObject({
  id: z.optional(idSchema),
  imei: z.optional(z.string()),
  userName: z.optional(z.string()),
  balance: z.optional(numericSchema),
});

export const deviceLogSchema = z.looseObject({
  id: z.optional(idSchema),
  imei: z.string(),
  /** The instruction sent. */
  content: z.string(),
  result: z.optional(z.nullable(z.string())),
  operator: z.optional(z.nullable(z.string())),
  time: dateTimeSchema,
});

export const deviceProductSchema = z.looseObject({
  productId: idSchema,
  name: z.string(),
  code: z.optional(z.string()),
  enabled: z.optional(z.boolean()),
});

export const deviceImportResultSchema = z.looseObject({
  success: z.optional(z.number()),
  failed: z.optional(z.number()),
  /** Present when some rows failed: a file explaining why (spec §8). */
  failureFile: z.optional(z.nullable(z.string())),
});

export type Device = z.infer<typeof deviceSchema>;
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;
export type Probe = z.infer<typeof probeSchema>;
export type SensorConfig = z.infer<typeof sensorConfigSchema>;
export type Reading = z.infer<typeof readingSchema>;

/** GET /device/chart/count: device totals for the home page. */
export const deviceCountSchema = z.looseObject({
  total: z.number(),
  online: z.number(),
  offline: z.number(),
  alarm: z.optional(z.number()),
});

/** GET /aep/signal/:id: signal strength of a device. */
export const signalSchema = z.looseObject({ imei: z.optional(z.string()), rssi: z.optional(z.nullable(numericSchema)) });

/** GET /flows/list: SIM data flow rows. */
export const flowSchema = z.looseObject({
  imei: z.string(),
  used: z.optional(numericSchema),
  total: z.optional(numericSchema),
  expireTime: z.optional(z.nullable(dateTimeSchema)),
});

export const deviceListBodySchema = z.looseObject({
  ...loosePageShape,
  productId: z.optional(idSchema),
  imei: z.optional(z.string()),
  status: z.optional(deviceStatusSchema),
  siteId: z.optional(idSchema),
});
export const readingQueryBodySchema = z.looseObject({ ...imeiTimeRangeShape, siteId: z.optional(idSchema), ...loosePageShape });
export const sensorConfigBodySchema = z.partial(sensorConfigSchema, { imei: true });
export const batchSensorConfigBodySchema = z.looseObject({ configs: z.array(sensorConfigSchema).check(z.minLength(1)) });
export const deviceLogBodySchema = z.looseObject({
  imei: z.string().check(z.minLength(1)),
  content: z.string().check(z.minLength(1)),
});
