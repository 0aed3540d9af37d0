import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, numericSchema } from './common';

/** Organisation/site (jgtc). */
export const siteSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  address: z.optional(z.nullable(z.string())),
  longitude: z.optional(z.nullable(numericSchema)),
  latitude: z.optional(z.nullable(numericSchema)),
  deviceCount: z.optional(z.number()),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

/** Site entrance (men). */
export const entranceSchema = z.looseObject({
  id: idSchema,
  siteId: z.optional(idSchema),
  name: z.string(),
  /** Names of the work-order personnel (tz) assigned to it. */
  tzNames: z.optional(z.array(z.string())),
});

/** Device share permission (spec §3). */
export const SHARE_PERMISSIONS = ['view', 'edit'] as const;
export const sharePermissionSchema = z.enum(SHARE_PERMISSIONS);
export const shareSchema = z.looseObject({
  id: idSchema,
  imei: z.optional(z.string()),
  phone: z.string(),
  permission: sharePermissionSchema,
  createTime: z.optional(z.nullable(dateTimeSchema)),
});
export const shareBodySchema = z.looseObject({
  imei: z.string().check(z.minLength(1)),
  phone: z.string().check(z.minLength(1)),
  permission: sharePermissionSchema,
});

/** Gas index of a site (POST /jgtc/info/gasIndex, slow: transfer timeout). */
export const gasIndexSchema = z.looseObject({
  siteId: z.optional(idSchema),
  index: z.optional(numericSchema),
  points: z.optional(z.array(z.looseObject({ time: dateTimeSchema, value: z.nullable(numericSchema) }))),
});

/** Per-serial configuration (/sn/config). */
export const snConfigSchema = z.looseObject({
  sn: z.string(),
  config: z.optional(z.record(z.string(), z.unknown())),
});

/** Column titles of the sensor info table (/senstor/info/getTitle). */
export const sensorTitleSchema = z.looseObject({ key: z.string(), title: z.string() });

/** Organisation site logo configuration (/ssc/config). */
export const siteConfigSchema = z.looseObject({
  id: z.optional(idSchema),
  logo: z.optional(z.nullable(z.string())),
  isDefault: z.optional(z.boolean()),
});

/** System info: Chinese name, English name (max 8 characters), logo (spec §3). */
export const systemInfoSchema = z.looseObject({
  name: z.string(),
  nameEn: z.optional(z.string()),
  logo: z.optional(z.nullable(z.string())),
});

export type Site = z.infer<typeof siteSchema>;
export type Entrance = z.infer<typeof entranceSchema>;
export type Share = z.infer<typeof shareSchema>;
export type SystemInfo = z.infer<typeof systemInfoSchema>;
