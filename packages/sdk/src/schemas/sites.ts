import { z } from 'zod';
import { dateTimeSchema, idSchema, numericSchema } from './common';

/** Organisation/site (jgtc). */
export const siteSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  address: z.string().nullable().optional(),
  longitude: numericSchema.nullable().optional(),
  latitude: numericSchema.nullable().optional(),
  deviceCount: z.number().optional(),
  createTime: dateTimeSchema.nullable().optional(),
});

/** Site entrance (men). */
export const entranceSchema = z.looseObject({
  id: idSchema,
  siteId: idSchema.optional(),
  name: z.string(),
  /** Names of the work-order personnel (tz) assigned to it. */
  tzNames: z.array(z.string()).optional(),
});

/** Device share permission (spec §3). */
export const sharePermissionSchema = z.enum(['view', 'edit']);
export const shareSchema = z.looseObject({
  id: idSchema,
  imei: z.string().optional(),
  phone: z.string(),
  permission: sharePermissionSchema,
  createTime: dateTimeSchema.nullable().optional(),
});
export const shareBodySchema = z.looseObject({
  imei: z.string().min(1),
  phone: z.string().min(1),
  permission: sharePermissionSchema,
});

/** Gas index of a site (POST /jgtc/info/gasIndex, slow: transfer timeout). */
export const gasIndexSchema = z.looseObject({
  siteId: idSchema.optional(),
  index: numericSchema.optional(),
  points: z.array(z.looseObject({ time: dateTimeSchema, value: numericSchema.nullable() })).optional(),
});

/** Per-serial configuration (/sn/config). */
export const snConfigSchema = z.looseObject({
  sn: z.string(),
  config: z.record(z.string(), z.unknown()).optional(),
});

/** Column titles of the sensor info table (/senstor/info/getTitle). */
export const sensorTitleSchema = z.looseObject({ key: z.string(), title: z.string() });

/** Organisation site logo configuration (/ssc/config). */
export const siteConfigSchema = z.looseObject({
  id: idSchema.optional(),
  logo: z.string().nullable().optional(),
  isDefault: z.boolean().optional(),
});

/** System info: Chinese name, English name (max 8 characters), logo (spec §3). */
export const systemInfoSchema = z.looseObject({
  name: z.string(),
  nameEn: z.string().optional(),
  logo: z.string().nullable().optional(),
});

export type Site = z.infer<typeof siteSchema>;
export type Entrance = z.infer<typeof entranceSchema>;
export type Share = z.infer<typeof shareSchema>;
export type SystemInfo = z.infer<typeof systemInfoSchema>;
