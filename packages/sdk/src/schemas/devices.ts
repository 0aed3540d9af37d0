import { z } from 'zod';
import { dateTimeSchema, idSchema, numericSchema } from './common';

/** Device connectivity (spec §4). */
export const deviceStatusSchema = z.enum(['online', 'offline']);

/** A device of any product (spec §3). */
export const deviceSchema = z.looseObject({
  id: idSchema.optional(),
  /** Product id of the catalogue (e.g. '15144628' home alarm). */
  productId: idSchema.optional(),
  model: z.string().nullable().optional(),
  sn: z.string(),
  imei: z.string(),
  status: deviceStatusSchema,
  remark: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  longitude: numericSchema.nullable().optional(),
  latitude: numericSchema.nullable().optional(),
  bindTime: dateTimeSchema.nullable().optional(),
  lastOnlineTime: dateTimeSchema.nullable().optional(),
  lastOfflineTime: dateTimeSchema.nullable().optional(),
});

/** Probe (channel) of a device. */
export const probeSchema = z.looseObject({
  number: idSchema,
  name: z.string(),
  type: z.string(),
  lowAlarm: numericSchema.nullable().optional(),
  highAlarm: numericSchema.nullable().optional(),
  range: z.string().nullable().optional(),
  enabled: z.boolean(),
  unit: z.string().nullable().optional(),
});

/** Sensor configuration held per user and IMEI (/sensor/userConfig). */
export const sensorConfigSchema = z.looseObject({
  id: idSchema.optional(),
  imei: z.string(),
  name: z.string().nullable().optional(),
  probes: z.array(probeSchema).optional(),
  pushFrequency: z.number().nullable().optional(),
});

/** One real-time/history reading (POST /intime/data, /jgtc/history/show). */
export const readingSchema = z.looseObject({
  imei: z.string().optional(),
  probe: idSchema.optional(),
  value: numericSchema.nullable(),
  unit: z.string().nullable().optional(),
  time: dateTimeSchema,
});

export const deviceAccountSchema = z.looseObject({
  id: idSchema.optional(),
  imei: z.string().optional(),
  userName: z.string().optional(),
  balance: numericSchema.optional(),
});

export const deviceLogSchema = z.looseObject({
  id: idSchema.optional(),
  imei: z.string(),
  /** The instruction sent. */
  content: z.string(),
  result: z.string().nullable().optional(),
  operator: z.string().nullable().optional(),
  time: dateTimeSchema,
});

export const deviceProductSchema = z.looseObject({
  productId: idSchema,
  name: z.string(),
  code: z.string().optional(),
  enabled: z.boolean().optional(),
});

export const deviceImportResultSchema = z.looseObject({
  success: z.number().optional(),
  failed: z.number().optional(),
  /** Present when some rows failed: a file explaining why (spec §8). */
  failureFile: z.string().nullable().optional(),
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
  alarm: z.number().optional(),
});

/** GET /aep/signal/:id: signal strength of a device. */
export const signalSchema = z.looseObject({ imei: z.string().optional(), rssi: numericSchema.nullable().optional() });

/** GET /flows/list: SIM data flow rows. */
export const flowSchema = z.looseObject({
  imei: z.string(),
  used: numericSchema.optional(),
  total: numericSchema.optional(),
  expireTime: dateTimeSchema.nullable().optional(),
});

export const deviceListBodySchema = z.looseObject({
  pageNum: z.number().optional(),
  pageSize: z.number().optional(),
  productId: idSchema.optional(),
  imei: z.string().optional(),
  status: deviceStatusSchema.optional(),
  siteId: idSchema.optional(),
});
export const readingQueryBodySchema = z.looseObject({
  imei: z.string().optional(),
  siteId: idSchema.optional(),
  beginTime: z.string().optional(),
  endTime: z.string().optional(),
  pageNum: z.number().optional(),
  pageSize: z.number().optional(),
});
export const sensorConfigBodySchema = sensorConfigSchema.partial({ imei: true });
export const batchSensorConfigBodySchema = z.looseObject({ configs: z.array(sensorConfigSchema).min(1) });
export const deviceLogBodySchema = z.looseObject({
  imei: z.string().min(1),
  content: z.string().min(1),
});
