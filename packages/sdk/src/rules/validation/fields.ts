import * as z from 'zod/mini';
import { formatByteLimit } from '../../format/format-bytes';
import { VALIDATION_KEYS as K } from './keys';
import { charCount } from './sign-in-rules';
import { boundedText, requiredText } from './text-fields';

// The text rules without message keys of their own, apart so a sign-in form carries no key table.
export { boundedText, charCount, requiredText };

/** At most `max` characters; the issue's params carry `max` for the message's `{max}`. */
function maxChars(max: number) {
  // `length` counts UTF-16 units, never fewer than code points: most values skip the count.
  return z.refine<string>((value) => value.length <= max || charCount(value) <= max, { message: K.textTooLong, params: { max } });
}

/** Required text (trimmed, not blank: `requiredKey`) of at most `max` characters. */
export function requiredMax(requiredKey: string, max: number) {
  return requiredText(requiredKey).check(maxChars(max), z.meta({ maxLength: max }));
}

/** Free text of at most `max` characters, empty allowed. */
export function maxText(max: number) {
  return z.string({ error: K.fieldInvalid }).check(maxChars(max), z.meta({ maxLength: max }));
}

/** Optional free text: absent, null, or at most `max` characters. */
export function optionalText(max: number) {
  return z.optional(z.nullable(maxText(max)));
}

/** Blank text (spaces only) that stops there, so a union tries the other branch's rule alone. */
const blank = z.string().check(z.trim(), z.maxLength(0, { abort: true }));

/** An optional field in `schema`'s format: absent, null or blank is allowed ("phone format, empty allowed"). */
export function blankOr<T extends z.ZodMiniType<string, string>>(schema: T) {
  return z.optional(z.nullable(z.union([blank, schema], { error: K.fieldInvalid })));
}

/**
 * A number typed into a form, as number or numeric string; empty → `requiredKey`, non-numeric or out of range → `invalidKey`.
 */
export function numberField(
  requiredKey: string,
  invalidKey: string,
  check: (value: number) => boolean = Number.isFinite,
) {
  return z.pipe(
    z.union([z.number(), z.string()], { error: requiredKey }),
    z.transform((raw: number | string, context) => {
      const text = typeof raw === 'string' ? raw.trim() : raw;
      if (text === '') {
        context.issues.push({ code: 'custom', message: requiredKey, input: raw });
        return z.NEVER;
      }
      const value = typeof text === 'number' ? text : /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(value) || !check(value)) {
        context.issues.push({ code: 'custom', message: invalidKey, input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );
}

/** A whole number in `min`..`max` (sort orders, frequencies), as number or numeric string. */
export function wholeNumber(min: number, max: number) {
  return numberField(K.fieldRequired, K.fieldInvalid, (value) => Number.isInteger(value) && value >= min && value <= max);
}

/** A list of at most `max` entries. */
export function boundedList<T extends z.ZodMiniType>(item: T, max: number) {
  return z.array(item, { error: K.fieldInvalid }).check(z.maxLength(max, K.listTooLong));
}

/** Money in yuan: positive with at most two decimals. */
export function isYuanAmount(value: number): boolean {
  // Whole cents of at least one: 1e-9 yuan would round to a 0-yuan order.
  return value >= 0.01 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** `HH:mm` or `HH:mm:ss` → seconds since midnight, or undefined. */
export function clockSeconds(value: string): number | undefined {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/**
 * One body schema serves a call's create and update (the table gives both the same schema): a body without
 * `idKey` creates, and needs the `required` fields; a body with it updates the fields it carries, and may not carry
 * the `createOnly` ones (a user's password is changed by its own call). The `always` fields are needed by both, as
 * RuoYi's @NotBlank/@NotNull are (its add and edit both validate the whole bean): an edit sends the whole record.
 */
export function createOrUpdate(
  idKey: string,
  rules: { required: Readonly<Record<string, string>>; createOnly?: Readonly<Record<string, string>>; always?: Readonly<Record<string, string>> },
) {
  return z.superRefine<Record<string, unknown>>((value, context) => {
    const updating = value[idKey] !== undefined && value[idKey] !== null && value[idKey] !== '';
    const fields = updating ? (rules.createOnly ?? {}) : rules.required;
    for (const [field, key] of Object.entries(fields)) {
      const present = value[field] !== undefined && value[field] !== null;
      if (present === updating) context.addIssue({ code: 'custom', path: [field], message: key, input: value[field] });
    }
    for (const [field, key] of Object.entries(rules.always ?? {})) {
      if (value[field] === undefined || value[field] === null) context.addIssue({ code: 'custom', path: [field], message: key, input: value[field] });
    }
  });
}

/** A file to upload: a Blob (a File in a browser and in the server's parsed multipart); anything else is `requiredKey`. */
export function fileField(requiredKey: string = K.fileRequired) {
  return z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, { error: requiredKey });
}

/** A named file (a File: the name is checked, e.g. its extension); anything else is `requiredKey`. */
export function namedFileField(requiredKey: string = K.fileRequired) {
  return z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, { error: requiredKey });
}

/** A file of at most `maxBytes`; `{max}` of the size message is the limit in KB/MB. `maxBytes` is metadata too (the table's upload limit). */
export function uploadFile(maxBytes: number, requiredKey: string = K.fileRequired) {
  return fileField(requiredKey).check(z.refine((file) => file.size <= maxBytes, { message: K.fileTooLarge, params: { max: formatByteLimit(maxBytes) } }), z.meta({ maxBytes }));
}

/** An image file (`image/*`) of at most `maxBytes`. */
export function imageFile(maxBytes: number) {
  return uploadFile(maxBytes).check(z.refine((file) => file.type.startsWith('image/'), K.fileNotImage));
}
