import * as z from 'zod/mini';
import { wireCode } from '../read/wire-code-schema';
import { serialNumberSchema, shareFormSchema } from '../rules/validation/devices';
import { maxText } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { LIST_MAX, TEXT_MAX } from '../rules/validation/limits';
import { systemInfoFormSchema } from '../rules/validation/operations';
import { dateTimeSchema, idSchema, numericSchema } from './common';
import { SHARE_PERMISSIONS } from './wire-values';

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

export { SHARE_PERMISSIONS };
export const sharePermissionSchema = z.enum(SHARE_PERMISSIONS);
export const shareSchema = z.looseObject({
  id: idSchema,
  imei: z.optional(z.string()),
  phone: z.string(),
  permission: wireCode('sharePermission', sharePermissionSchema),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});
/** Share a device: the share form's rules (valid phone, a permission) and the device's IMEI. */
export const shareBodySchema = z.extend(shareFormSchema, { imei: serialNumberSchema });

/** Gas index of a site (POST /jgtc/info/gasIndex, slow: transfer timeout). */
export const gasIndexSchema = z.looseObject({
  siteId: z.optional(idSchema),
  index: z.optional(numericSchema),
  points: z.optional(z.array(z.looseObject({ time: dateTimeSchema, value: z.nullable(numericSchema) }))),
});

/** One setting of a serial number's configuration: text, number, flag or nothing. */
const snConfigValueSchema = z.union([maxText(TEXT_MAX.configValue), z.number(), z.boolean(), z.null()], { error: K.fieldInvalid });

/** Per-serial configuration (/sn/config): at most LIST_MAX.configEntries flat settings (also the body that saves it). */
export const snConfigSchema = z.object({
  sn: serialNumberSchema,
  config: z.optional(
    z
      .record(maxText(TEXT_MAX.configKey), snConfigValueSchema)
      .check(
        z.refine((config) => Object.keys(config).length <= LIST_MAX.configEntries, { message: K.listTooLong, params: { max: LIST_MAX.configEntries } }),
        z.meta({ maxProperties: LIST_MAX.configEntries }),
      ),
  ),
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
  /** Extension: true while names and logo are the defaults (restoring the defaults is then refused, spec §5). */
  isDefault: z.optional(z.boolean()),
});

/** PUT /ssc/config/sysInfo: the system names (each at most 8 characters, spec §5). */
export const systemInfoBodySchema = systemInfoFormSchema;

export type Site = z.infer<typeof siteSchema>;
export type Entrance = z.infer<typeof entranceSchema>;
export type Share = z.infer<typeof shareSchema>;
export type SystemInfo = z.infer<typeof systemInfoSchema>;
