import * as z from 'zod/mini';
import { wireCodeFieldOf } from './wire-code-schema';
import { readWireCode } from './wire-codes';

/** A value that was present but could not be read: where, what came, and why (developer English, for integrators). */
export interface ReadIssue {
  path: (string | number)[];
  value: unknown;
  message: string;
}

type Path = (string | number)[];
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Schema = z.core.$ZodType;

const defOf = (schema: Schema): Def => schema._zod.def as Def;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON object or array sent as text (double-encoded, common with fastjson), decoded; anything else as it came. */
export function decodeJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!(text.startsWith('{') || text.startsWith('['))) return value;
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Reads `value` as `schema` says, tolerating what real backends send: null as absent, numbers and numeric strings
 * alike, flags as true/false, 1/0, "1"/"0" (the `flag` wire-code table), wire codes through their tables (unknown
 * codes kept), JSON objects sent as text. Reads at the grain of a field: a value that cannot be read is left out of
 * its object (and recorded in `issues`), a row that cannot be read is left out of its list; the rest stays.
 * Returns undefined when `value` as a whole is absent or cannot be read.
 */
export function readTolerant(schema: Schema, value: unknown, issues: ReadIssue[], path: Path = []): unknown {
  const def = defOf(schema);
  const fail = (message: string): undefined => {
    issues.push({ path, value, message });
    return undefined;
  };
  switch (def.type) {
    case 'optional':
      return value === undefined ? undefined : readTolerant(def.innerType as Schema, value, issues, path);
    case 'nullable':
      return value === null ? null : readTolerant(def.innerType as Schema, value, issues, path);
    case 'default':
    case 'prefault':
      if (value === undefined || value === null) return z.safeParse(schema, undefined).data;
      return readTolerant(def.innerType as Schema, value, issues, path);
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return readTolerant(def.innerType as Schema, value, issues, path);
    case 'lazy':
      return readTolerant((def.getter as () => Schema)(), value, issues, path);
    case 'unknown':
    case 'any':
      return value;
  }
  // Jackson writes null for an empty column: a required value that is null reads as absent, not as unreadable.
  if (value === null || value === undefined) return def.type === 'array' ? [] : undefined;
  switch (def.type) {
    case 'string':
      if (typeof value === 'string') return value;
      if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint') return String(value);
      return fail('Expected text');
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value);
      return fail('Expected a number');
    case 'boolean': {
      const flag = readWireCode('flag', value);
      return flag === undefined ? fail('Expected a flag') : flag === 'true';
    }
    case 'enum': {
      if (typeof value !== 'string' && typeof value !== 'number') return fail('Expected a code');
      const entries = Object.values(def.entries as Record<string, string | number>);
      const text = String(value);
      // A code the enum lacks is kept as it came (shown raw), never refused.
      return entries.find((entry) => String(entry) === text) ?? text;
    }
    case 'literal': {
      const text = String(value);
      const match = (def.values as unknown[]).find((literal) => literal === value || String(literal) === text);
      return match === undefined ? fail('Unexpected value') : match;
    }
    case 'object':
      return readObject(def, decodeJsonText(value), issues, path, fail);
    case 'array': {
      if (!Array.isArray(value)) return fail('Expected a list');
      const element = def.element as Schema;
      const rows: unknown[] = [];
      value.forEach((item, index) => {
        const row = readTolerant(element, item, issues, [...path, index]);
        if (row !== undefined) rows.push(row);
      });
      return rows;
    }
    case 'record': {
      if (!isPlainObject(value)) return fail('Expected an object');
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        const read = readTolerant(def.valueType as Schema, item, issues, [...path, key]);
        if (read !== undefined) out[key] = read;
      }
      return out;
    }
    case 'union':
      return readUnion(schema, def, value, issues, path, fail);
    case 'pipe': {
      const before = issues.length;
      const input = readTolerant(def.in as Schema, value, issues, path);
      if (issues.length > before) return undefined;
      const out = def.out as Schema;
      if (defOf(out).type !== 'transform') return readTolerant(out, input, issues, path);
      const parsed = z.safeParse(out, input);
      return parsed.success ? parsed.data : fail(parsed.error.issues[0]?.message ?? 'invalid');
    }
    default: {
      const parsed = z.safeParse(schema, value);
      return parsed.success ? parsed.data : fail(parsed.error.issues[0]?.message ?? 'invalid');
    }
  }
}

function readObject(def: Def, value: unknown, issues: ReadIssue[], path: Path, fail: (message: string) => undefined): unknown {
  if (!isPlainObject(value)) return fail('Expected an object');
  const shape = def.shape as Record<string, Schema>;
  // A loose object keeps the fields it does not know (a catchall); a plain one drops them, as zod does.
  const out: Record<string, unknown> = def.catchall ? { ...value } : {};
  for (const key of Object.keys(shape)) {
    const read = readTolerant(shape[key] as Schema, value[key], issues, [...path, key]);
    if (read === undefined) delete out[key];
    else out[key] = read;
  }
  return out;
}

function readUnion(schema: Schema, def: Def, value: unknown, issues: ReadIssue[], path: Path, fail: (message: string) => undefined): unknown {
  const field = wireCodeFieldOf(schema);
  if (field !== undefined) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return fail('Expected a code');
    return readWireCode(field, value) ?? String(value);
  }
  const options = def.options as Schema[];
  for (const option of options) {
    const parsed = z.safeParse(option, value);
    if (parsed.success) return parsed.data;
  }
  let first: { read: unknown; issues: ReadIssue[] } | undefined;
  for (const option of options) {
    const own: ReadIssue[] = [];
    const read = readTolerant(option, value, own, path);
    if (own.length === 0 && read !== undefined) return read;
    first ??= { read, issues: own };
  }
  if (!first) return fail('No option of the union matches');
  issues.push(...first.issues);
  return first.read;
}

/**
 * Each item of a list read tolerantly as `schema` (a socket frame's readings, probes a row carries): the items that can
 * be read, each with what it could not read left out, and the issues. Not a list: no items.
 */
export function readList<S extends Schema>(schema: S, value: unknown): { items: z.output<S>[]; issues: ReadIssue[] } {
  const issues: ReadIssue[] = [];
  if (!Array.isArray(value)) return { items: [], issues };
  const items: z.output<S>[] = [];
  value.forEach((item, index) => {
    const read = readTolerant(schema, item, issues, [index]);
    if (read !== undefined) items.push(read as z.output<S>);
  });
  return { items, issues };
}
