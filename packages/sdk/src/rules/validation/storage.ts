import * as z from 'zod/mini';
import { idSchema } from '../../schemas/common';
import { numberField } from './fields';
import { VALIDATION_KEYS as K } from './keys';

const MIB = 1024 * 1024;
const nonNegative = (value: number) => value >= 0;
const wholeDays = (value: number) => Number.isInteger(value) && value >= 1;

/** PUT /storage: one user's space and expansion in bytes, file expiry in whole days (at least 1), authorization. */
export const storageBodySchema = z.object({
  userId: idSchema,
  space: z.number().check(z.int(), z.nonnegative()),
  expansion: z.number().check(z.int(), z.nonnegative()),
  fileExpiryDays: z.number().check(z.int(), z.minimum(1)),
  authorized: z.boolean(),
});

/** The storage form of /storage/storage: sizes in MB as typed (decimals allowed), expiry in days, authorization '1' / '0'. */
export const storageFormSchema = z.object({
  space: numberField(K.fieldRequired, K.fieldInvalid, nonNegative),
  expansion: numberField(K.fieldRequired, K.fieldInvalid, nonNegative),
  fileExpiryDays: numberField(K.fieldRequired, K.fieldInvalid, wholeDays),
  authorized: z.enum(['1', '0'], { error: K.fieldRequired }),
});

export type StorageBody = z.infer<typeof storageBodySchema>;
export type StorageForm = z.output<typeof storageFormSchema>;

/** The form's values (MB, '1'/'0') as the body of PUT /storage (bytes, boolean). */
export function storageBodyOf(userId: string | number, form: StorageForm): StorageBody {
  return { userId, space: Math.round(form.space * MIB), expansion: Math.round(form.expansion * MIB), fileExpiryDays: form.fileExpiryDays, authorized: form.authorized === '1' };
}

/** A stored size in bytes as the form's MB text (at most two decimals). */
export function megabytes(bytes: number | undefined): string {
  return String(Math.round(((bytes ?? 0) / MIB) * 100) / 100);
}
