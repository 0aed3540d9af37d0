import * as z from 'zod/mini';
import { wireCode } from '../read/wire-code-schema';
import { HISTORY_BUCKET_MIN_SECONDS, IMPORT_MAX_BYTES } from '../constants';
import { coordinateFields, coordinatesCheck, importUploadSchema, parseRange, probeThresholdIssue, pushFrequencySchema, serialNumberSchema } from '../rules/validation/devices';
import { boundedList, numberField, optionalText, requiredMax } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { LIST_MAX, TEXT_MAX } from '../rules/validation/limits';
import { helmetThresholdsSchema } from '../rules/validation/operations';
import { dateTimeSchema, idSchema, imeiTimeRangeShape, loosePageShape, numericSchema } from './common';

/** Device connectivity (spec §4). */
export const deviceStatusSchema = z.enum(['online', 'offline']);
/** The states a device can be read in: connectivity, plus FastBee's not-yet-activated and disabled (references §4). */
export const DEVICE_STATES = ['online', 'offline', 'inactive', 'disabled'] as const;
export const deviceStateSchema = z.enum(DEVICE_STATES);

/** A device of any product (spec §3). */
export const deviceSchema = z.looseObject({
  id: z.optional(idSchema),
  /** Product id of the catalogue (e.g. '15144628' home alarm). */
  productId: z.optional(idSchema),
  model: z.optional(z.nullable(z.string())),
  sn: z.string(),
  imei: z.string(),
  status: wireCode('deviceStatus', deviceStateSchema),
  remark: z.optional(z.nullable(z.string())),
  location: z.optional(z.nullable(z.string())),
  longitude: z.optional(z.nullable(numericSchema)),
  latitude: z.optional(z.nullable(numericSchema)),
  bindTime: z.optional(z.nullable(dateTimeSchema)),
  /** False once unbound (`sensors.unbind`): the device stays listed, without a binding time, until bound again by an edit. */
  bound: z.optional(z.boolean()),
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

/**
 * One bucket of a probe's readings (POST /jgtc/history/buckets, a Vigil extension of spec §7): the bucket's start
 * (`time`), the lowest, highest and mean reading in it and how many readings it holds. Numbers may come as strings,
 * like readings.
 */
export const readingBucketSchema = z.looseObject({
  probe: z.optional(idSchema),
  time: dateTimeSchema,
  min: z.nullable(numericSchema),
  max: z.nullable(numericSchema),
  mean: z.nullable(numericSchema),
  count: numericSchema,
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

/** One refused row of an import: its spreadsheet row number (the header is row 1), the field and why. */
export const importFailureSchema = z.looseObject({ row: z.number(), field: z.string(), msg: z.string() });

export const deviceImportResultSchema = z.looseObject({
  success: z.optional(z.number()),
  failed: z.optional(z.number()),
  /** Present when some rows failed: a file explaining why (spec §8). */
  failureFile: z.optional(z.nullable(z.string())),
  /** The refused rows, each with its reason in the request's language. */
  failures: z.optional(z.array(importFailureSchema)),
});

/** POST /senstor/info/import (multipart): an xlsx/xls workbook of at most 500 KB (spec §5) for one product. */
export const deviceImportBodySchema = z.object({ file: importUploadSchema, productId: idSchema }).check(z.meta({ maxBytes: IMPORT_MAX_BYTES }));

/**
 * One row of an import workbook, by header (`imei`, `sn`, `name`, `location`, `longitude`, `latitude`, `remark`):
 * a valid IMEI, text within its column size, and coordinates that are a real location when given.
 */
export const deviceImportRowSchema = z
  .object({
    imei: serialNumberSchema,
    sn: z.optional(serialNumberSchema),
    name: optionalText(TEXT_MAX.deviceName),
    location: optionalText(TEXT_MAX.address),
    remark: optionalText(TEXT_MAX.remark),
    ...coordinateFields,
  })
  .check(coordinatesCheck);

/**
 * The editable fields of a device (extension of spec §7, `sensors.create`/`sensors.update`): the IMEI and serial
 * number in the serial number format, model, name, location text and remark within their column sizes, a picked map
 * location (both coordinates or neither) and its site.
 */
const deviceFields = {
  sn: z.optional(serialNumberSchema),
  model: optionalText(TEXT_MAX.deviceName),
  name: optionalText(TEXT_MAX.deviceName),
  location: optionalText(TEXT_MAX.address),
  remark: optionalText(TEXT_MAX.remark),
  siteId: z.optional(z.nullable(idSchema)),
  ...coordinateFields,
};

/** POST /senstor/info: a new device of one product (its IMEI unique); it starts offline, bound now. */
export const deviceCreateBodySchema = z.object({ productId: z.union([z.number(), z.string().check(z.minLength(1, K.fieldRequired))], { error: K.fieldRequired }), imei: serialNumberSchema, ...deviceFields }).check(coordinatesCheck);

/** PUT /senstor/info: a device by id; the fields given replace the stored ones (its product and binding never change). */
export const deviceUpdateBodySchema = z.object({ id: idSchema, imei: z.optional(serialNumberSchema), ...deviceFields }).check(coordinatesCheck);

export type DeviceCreateBody = z.infer<typeof deviceCreateBodySchema>;
export type DeviceUpdateBody = z.infer<typeof deviceUpdateBodySchema>;
export type Device = z.infer<typeof deviceSchema>;
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;
export type DeviceState = z.infer<typeof deviceStateSchema>;
export type Probe = z.infer<typeof probeSchema>;
export type SensorConfig = z.infer<typeof sensorConfigSchema>;
export type Reading = z.infer<typeof readingSchema>;
export type ReadingBucket = z.infer<typeof readingBucketSchema>;
export type ReadingBucketsBody = z.infer<typeof readingBucketsBodySchema>;
export type DeviceLog = z.infer<typeof deviceLogSchema>;
export type DeviceProduct = z.infer<typeof deviceProductSchema>;

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
/**
 * POST /jgtc/history/buckets: one device's readings from `beginTime` to `endTime` (`yyyy-MM-dd HH:mm:ss` in the
 * request's zone) summarised per bucket of `bucketSeconds` (a whole number of minutes, at least
 * HISTORY_BUCKET_MIN_SECONDS), optionally one probe only. Buckets start at multiples of `bucketSeconds` since the epoch.
 */
export const readingBucketsBodySchema = z.looseObject({
  imei: z.string().check(z.minLength(1)),
  beginTime: z.string(),
  endTime: z.string(),
  bucketSeconds: z.int().check(z.gte(HISTORY_BUCKET_MIN_SECONDS), z.multipleOf(60)),
  probe: z.optional(idSchema),
});
const threshold = z.optional(z.nullable(numberField(K.fieldInvalid, K.fieldInvalid)));

/** One probe of a sensor configuration: alarm thresholds low ≤ high, within the range it states. */
export const probeConfigSchema = z
  .object({
    number: idSchema,
    name: optionalText(TEXT_MAX.probeName),
    type: optionalText(TEXT_MAX.probeType),
    lowAlarm: threshold,
    highAlarm: threshold,
    range: optionalText(TEXT_MAX.range),
    enabled: z.optional(z.boolean()),
    unit: optionalText(TEXT_MAX.unit),
  })
  .check(
    z.superRefine((probe, context) => {
      const issue = probeThresholdIssue(probe, parseRange(probe.range));
      if (issue) context.addIssue(issue);
    }),
  );

/**
 * A device's configuration: probes (thresholds checked against the range each states, and by the server against
 * the device's own), push frequency in minutes, and for helmets (hat) the gas thresholds of spec §5.
 */
export const sensorConfigBodySchema = z.object({
  id: z.optional(idSchema),
  imei: serialNumberSchema,
  name: optionalText(TEXT_MAX.deviceName),
  probes: z.optional(boundedList(probeConfigSchema, LIST_MAX.probes)),
  /** Minutes per alarm push (the push-frequency rule). */
  pushFrequency: z.optional(z.nullable(pushFrequencySchema)),
  thresholds: z.optional(helmetThresholdsSchema),
});
export const batchSensorConfigBodySchema = z.object({ configs: boundedList(sensorConfigBodySchema, LIST_MAX.configs).check(z.minLength(1, K.fieldRequired)) });
/** An instruction's text, as the issuance form checks it once for all the devices it is sent to. */
export const instructionContentSchema = z.object({ content: requiredMax(K.fieldRequired, TEXT_MAX.instruction) });
/** Instruction issuance: the device and the instruction text. */
export const deviceLogBodySchema = z.extend(instructionContentSchema, { imei: serialNumberSchema });
