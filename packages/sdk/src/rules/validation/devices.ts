import * as z from 'zod/mini';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '../../constants';
import { SHARE_PERMISSIONS } from '../../schemas/sites';
import { LANDLINE_PATTERN, PHONE_PATTERN, phoneSchema } from './account';
import { requiredText } from './fields';
import { VALIDATION_KEYS as K } from './keys';

/** Device serial number: 6-32 letters, digits or dashes, starting with a letter or digit (IMEIs included). */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{5,31}$/;
export const serialNumberSchema = requiredText(K.serialNumberRequired).check(z.regex(SERIAL_NUMBER_PATTERN, K.serialNumberFormat));

/** A picked map location: finite longitude/latitude in range, not the (0, 0) of an unset picker. */
export const locationSchema = z
  .object({ longitude: z.number({ error: K.locationInvalid }), latitude: z.number({ error: K.locationInvalid }) }, { error: K.locationInvalid })
  .check(
    z.refine(
      ({ longitude, latitude }) =>
        Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90 && !(longitude === 0 && latitude === 0),
      K.locationInvalid,
    ),
  );

const IMPORT_NAME = new RegExp(`\\.(${IMPORT_EXTENSIONS.join('|')})$`, 'i');
/** Batch import file (a File or `{ name, size }`): xlsx/xls, at most 500 KB. */
export const importFileSchema = z
  .object({ name: z.string(), size: z.number() }, { error: K.importRequired })
  .check(
    z.refine((file) => IMPORT_NAME.test(file.name), { message: K.importType, abort: true }),
    z.refine((file) => file.size <= IMPORT_MAX_BYTES, K.importSize),
  );

export const shareFormSchema = z.object({
  phone: phoneSchema,
  permission: z.enum(SHARE_PERMISSIONS, { error: K.sharePermissionRequired }),
});

/** Notification contact: name, number type (landline by default), number in that type's format, method. */
export const contactFormSchema = z
  .object({
    name: requiredText(K.contactNameRequired),
    numberType: z._default(z.enum(['landline', 'mobile'], { error: K.contactNumberTypeRequired }), 'landline'),
    number: requiredText(K.phoneRequired),
    notifyMethod: z.enum(['sms', 'voice'], { error: K.contactNotifyMethodRequired }),
  })
  .check(
    z.superRefine((value, context) => {
      const pattern = value.numberType === 'landline' ? LANDLINE_PATTERN : PHONE_PATTERN;
      if (!pattern.test(value.number)) {
        context.addIssue({ code: 'custom', path: ['number'], message: value.numberType === 'landline' ? K.landlineFormat : K.phoneFormat });
      }
    }),
  );
