import { z } from 'zod';

/** The sdk's schemas are zod/mini; any zod 4 schema is a core `$ZodType`. */
type Schema = z.core.$ZodType;

/**
 * Query strings, path params and forms carry only strings; the sdk's schemas say which fields are numbers,
 * booleans or lists. For each field, keep the raw value if the field schema accepts it, else try the number,
 * boolean or list reading of it. A value nothing fits is left alone so validation names the field.
 */
export function coerceFields(schema: Schema | undefined, raw: Record<string, unknown>): Record<string, unknown> {
  const shape = shapeOf(schema);
  if (!shape) return raw;
  // Own fields only: a body field named `constructor` or `toString` is no schema of the shape's prototype, and
  // fromEntries defines even `__proto__` as a plain field.
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => {
      const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
      return [key, field ? coerceValue(field, value) : value];
    }),
  );
}

function coerceValue(field: Schema, value: unknown): unknown {
  if (z.safeParse(field, value).success) return value;
  for (const candidate of readings(value)) if (z.safeParse(field, candidate).success) return candidate;
  return value;
}

function readings(value: unknown): unknown[] {
  if (Array.isArray(value)) return [value.map((item) => numberOf(item) ?? item), value.at(-1)];
  if (typeof value !== 'string') return [];
  const list = value === '' ? [] : value.split(',');
  const out: unknown[] = [];
  const number = numberOf(value);
  if (number !== undefined) out.push(number);
  if (value === 'true' || value === 'false') out.push(value === 'true');
  if (value === '') out.push(undefined, null);
  out.push(list.map((item) => numberOf(item) ?? item), list, [value]);
  return out;
}

function numberOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Number(value);
}

/** The field schemas of an object schema, looking through optional/nullable/default/pipe wrappers. */
function shapeOf(schema: Schema | undefined): Record<string, Schema> | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 6 && current; depth++) {
    const candidate = current as { shape?: unknown; def?: { innerType?: unknown; in?: unknown; type?: string } };
    if (candidate.shape && typeof candidate.shape === 'object') return candidate.shape as Record<string, Schema>;
    current = candidate.def?.innerType ?? candidate.def?.in;
  }
  return undefined;
}
