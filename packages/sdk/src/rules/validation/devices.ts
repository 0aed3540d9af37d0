import * as z from 'zod/mini';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '../../constants';
import { idSchema } from '../../schemas/common';
import { IMEI_MAX, SHARE_PERMISSIONS } from '../../schemas/wire-values';
import { LANDLINE_PATTERN, PHONE_PATTERN, phoneSchema } from './account';
import { namedFileField, numberField, requiredMax, requiredText } from './fields';
import { TEXT_MAX } from './limits';
import { VALIDATION_KEYS as K, type ValidationKey } from './keys';

/** Device serial number: 6-32 letters, digits or dashes, starting with a letter or digit (IMEIs included). */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{5,31}$/;
export const serialNumberSchema = requiredText(K.serialNumberRequired).check(z.regex(SERIAL_NUMBER_PATTERN, K.serialNumberFormat), z.meta({ maxLength: IMEI_MAX }));

/** A real map point: finite longitude/latitude in range, not the (0, 0) of an unset picker. */
export function isLocation(longitude: number, latitude: number): boolean {
  return Number.isFinite(longitude) && Number.isFinite(latitude) && Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90 && !(longitude === 0 && latitude === 0);
}

/** A picked map location: finite longitude/latitude in range, not the (0, 0) of an unset picker. */
export const locationSchema = z
  .object({ longitude: z.number({ error: K.locationInvalid }), latitude: z.number({ error: K.locationInvalid }) }, { error: K.locationInvalid })
  .check(z.refine(({ longitude, latitude }) => isLocation(longitude, latitude), K.locationInvalid));

/** Flat `longitude`/`latitude` fields of a record (a site, an imported device): both absent, or a location. */
export const coordinateFields = {
  longitude: z.optional(z.nullable(numberField(K.locationInvalid, K.locationInvalid))),
  latitude: z.optional(z.nullable(numberField(K.locationInvalid, K.locationInvalid))),
};

/** The record check of `coordinateFields`: the pair is a location (the issue names longitude) unless both are absent. */
export const coordinatesCheck = z.superRefine<{ longitude?: number | null | undefined; latitude?: number | null | undefined }>((value, context) => {
  const { longitude, latitude } = value;
  if (longitude == null && latitude == null) return;
  if (!locationSchema.safeParse({ longitude, latitude }).success) context.addIssue({ code: 'custom', path: ['longitude'], message: K.locationInvalid, input: longitude });
});

const IMPORT_NAME = new RegExp(`\\.(${IMPORT_EXTENSIONS.join('|')})$`, 'i');
/** The import rules on a chosen file's name and size: xlsx/xls, at most 500 KB. */
const importChecks = [
  z.refine<{ name: string; size: number }>((file) => IMPORT_NAME.test(file.name), { message: K.importType, abort: true }),
  z.refine<{ name: string; size: number }>((file) => file.size <= IMPORT_MAX_BYTES, K.importSize),
] as const;

/** Batch import file (a File or `{ name, size }`): xlsx/xls, at most 500 KB. */
export const importFileSchema = z.object({ name: z.string(), size: z.number() }, { error: K.importRequired }).check(...importChecks);

/** The same rules on the uploaded part itself (the server keeps the File to read it). */
export const importUploadSchema = namedFileField(K.importRequired).check(...importChecks, z.meta({ maxBytes: IMPORT_MAX_BYTES }));

export const shareFormSchema = z.object({
  phone: phoneSchema,
  permission: z.enum(SHARE_PERMISSIONS, { error: K.sharePermissionRequired }),
});

/** The fields of a notification contact, as the form has them. */
const contactFields = {
  name: requiredMax(K.contactNameRequired, TEXT_MAX.personName),
  numberType: z._default(z.enum(['landline', 'mobile'], { error: K.contactNumberTypeRequired }), 'landline'),
  // The format bounds it (a landline with its extension is at most 20 characters).
  number: requiredText(K.contactNumberRequired).check(z.meta({ maxLength: 20 })),
  notifyMethod: z.enum(['sms', 'voice'], { error: K.contactNotifyMethodRequired }),
};

/** A contact's number in its type's format: a landline (`0571-88886666`) or a mobile phone. */
const contactNumberCheck = z.superRefine<{ numberType: 'landline' | 'mobile'; number: string }>((value, context) => {
  const pattern = value.numberType === 'landline' ? LANDLINE_PATTERN : PHONE_PATTERN;
  if (!pattern.test(value.number)) {
    context.addIssue({ code: 'custom', path: ['number'], message: value.numberType === 'landline' ? K.landlineFormat : K.phoneFormat, input: value.number });
  }
});

/** Notification contact: name, number type (landline by default), number in that type's format, method. */
export const contactFormSchema = z.object(contactFields).check(contactNumberCheck);

/** A notification contact as stored: the form's fields and the device whose alarms it is told of (create and update alike). */
export const contactBodySchema = z.object({ ...contactFields, id: z.optional(idSchema), imei: serialNumberSchema }).check(contactNumberCheck);

/** The longest alarm push interval, in minutes: one push a day. */
export const PUSH_FREQUENCY_MAX = 1440;

/**
 * Alarm push frequency in minutes per push (spec §9): a whole number from 1 to PUSH_FREQUENCY_MAX, as typed or as a
 * number. Pushing too often triggers the carrier's voice flow control.
 */
export const pushFrequencySchema = numberField(K.pushFrequencyRequired, K.pushFrequencyRange, (value) => Number.isInteger(value) && value >= 1 && value <= PUSH_FREQUENCY_MAX);

/** The push-frequency form: the minutes per push of one device or of several. */
export const pushFrequencyFormSchema = z.object({ pushFrequency: pushFrequencySchema });

/** `min-max` (a probe's range) → its bounds, or undefined. */
export function parseRange(range: string | null | undefined): { min: number; max: number } | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[-~]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(range ?? '');
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : undefined;
}

export interface ProbeThresholds {
  lowAlarm?: number | null | undefined;
  highAlarm?: number | null | undefined;
}

/** A probe-threshold issue (a zod custom issue, hence a type: it must fit the issue's index signature). */
export type ProbeThresholdIssue = {
  code: 'custom';
  path: ['lowAlarm' | 'highAlarm'];
  message: ValidationKey;
  params?: { min: number; max: number };
  input: number;
};

/**
 * Why a probe's alarm thresholds are wrong, or undefined: the low alarm above the high one, or either outside the
 * probe's range. The server checks against the device's real range; a form against the one it shows.
 */
export function probeThresholdIssue(probe: ProbeThresholds, range: { min: number; max: number } | undefined): ProbeThresholdIssue | undefined {
  const { lowAlarm: low, highAlarm: high } = probe;
  if (low != null && high != null && low > high) return { code: 'custom', path: ['lowAlarm'], message: K.probeThresholdOrder, input: low };
  if (!range) return undefined;
  for (const [field, value] of [['lowAlarm', low], ['highAlarm', high]] as const) {
    if (value != null && (value < range.min || value > range.max)) {
      return { code: 'custom', path: [field], message: K.probeThresholdRange, params: { min: range.min, max: range.max }, input: value };
    }
  }
  return undefined;
}
