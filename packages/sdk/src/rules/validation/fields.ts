import * as z from 'zod/mini';

/** A string that must be present and not blank; `key` is the message of every failure. */
export function requiredText(key: string) {
  return z.string({ error: key }).check(z.trim(), z.minLength(1, { error: key, abort: true }));
}

/** Length in characters (code points, so a Chinese character or an emoji counts once). */
export function charCount(value: string): number {
  return [...value].length;
}

/** Required text of `min`..`max` characters. */
export function boundedText(requiredKey: string, lengthKey: string, min: number, max: number) {
  return requiredText(requiredKey).check(z.refine((value) => charCount(value) >= min && charCount(value) <= max, lengthKey));
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

/** Money in yuan: positive with at most two decimals. */
export function isYuanAmount(value: number): boolean {
  return value > 0 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** `HH:mm` or `HH:mm:ss` → seconds since midnight, or undefined. */
export function clockSeconds(value: string): number | undefined {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}
