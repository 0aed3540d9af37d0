import * as z from 'zod/mini';

declare const unknownCodeBrand: unique symbol;
/** A wire code the field's table has no meaning for, kept as it came (as text) so it can be shown as it came. */
export type UnknownCode = string & { readonly [unknownCodeBrand]: true };

/** The schemas built by `wireCode`, by the field whose table reads them (the tolerant reader looks them up). */
const fields = new WeakMap<object, string>();

/** Strict readers never accept an unknown code: the sdk's own mock must answer with the console's words. */
const unknownCodeSchema = z.custom<UnknownCode>(() => false, { message: 'Unknown wire code' });

/**
 * A coded response field: strictly one of the console's meanings (`meaning`); read tolerantly, any wire code of the
 * field's table (`wire-codes.ts`) becomes its meaning and a code the table lacks is kept as an `UnknownCode`.
 */
export function wireCode<S extends z.core.$ZodType>(field: string, meaning: S) {
  const schema = z.union([meaning, unknownCodeSchema]);
  fields.set(schema, field);
  return schema;
}

/** The field of a `wireCode` schema, undefined for any other schema. */
export function wireCodeFieldOf(schema: object): string | undefined {
  return fields.get(schema);
}

/** Whether a coded value is one of `meanings` (the console has a word for it), not a code kept as it came. */
export function isKnownCode<const T extends string>(meanings: readonly T[], value: T | UnknownCode | null | undefined): value is T {
  return typeof value === 'string' && (meanings as readonly string[]).includes(value);
}
