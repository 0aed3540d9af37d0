import * as z from 'zod/mini';
import { charCount } from './sign-in-rules';

/** A string that must be present and not blank; `key` is the message of every failure. */
export function requiredText(key: string) {
  return z.string({ error: key }).check(z.trim(), z.minLength(1, { error: key, abort: true }));
}


/** Required text of `min`..`max` characters; the bounds are also metadata, so a JSON-schema export lists them. */
export function boundedText(requiredKey: string, lengthKey: string, min: number, max: number) {
  return requiredText(requiredKey).check(
    z.refine((value) => charCount(value) >= min && charCount(value) <= max, lengthKey),
    z.meta({ minLength: min, maxLength: max }),
  );
}

