import { z } from 'zod';
import type { MockContext } from './context';

/**
 * What a test made the answers carry instead of the stored value (control API `POST /__mock/raw-fields`): any row of
 * an answer (in `rows`, or `data` as one object or a list) whose fields equal `match` (compared as text) gets `fields`
 * written over, exactly as given (null, numbers, objects), the way a backend of another shape might send them.
 * Written after the `--strict` check: it is a deliberate injection of what the sdk must read tolerantly.
 */
export const rawFieldsSchema = z.object({
  match: z.record(z.string(), z.union([z.string(), z.number()])).refine((match) => Object.keys(match).length > 0, 'match names no field'),
  fields: z.record(z.string(), z.unknown()),
  /** Only the answers of these sdk endpoint ids (e.g. `sensors.list`); all answers when absent. */
  endpoints: z.array(z.string()).optional(),
});
export type RawFieldOverride = z.infer<typeof rawFieldsSchema>;

const overrides = new WeakMap<MockContext, RawFieldOverride[]>();

/** Adds one override; later ones win over earlier ones on the same field. */
export function addRawFields(context: MockContext, override: RawFieldOverride): void {
  overrides.set(context, [...(overrides.get(context) ?? []), override]);
}

/** Back to the stored values in every answer (`POST /__mock/reset`). */
export function clearRawFields(context: MockContext): void {
  overrides.delete(context);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function rewrite(row: unknown, list: readonly RawFieldOverride[]): unknown {
  if (!isRecord(row)) return row;
  let out = row;
  for (const { match, fields } of list) {
    if (Object.entries(match).every(([key, value]) => row[key] !== undefined && row[key] !== null && String(row[key]) === String(value))) out = { ...out, ...fields };
  }
  return out;
}

/** The answer of `endpointId` with the overrides that apply to it written into its rows. */
export function withRawFields<T extends Record<string, unknown>>(context: MockContext, endpointId: string, answer: T): T {
  const list = (overrides.get(context) ?? []).filter((override) => !override.endpoints || override.endpoints.includes(endpointId));
  if (list.length === 0) return answer;
  const out: Record<string, unknown> = { ...answer };
  if (Array.isArray(answer.rows)) out.rows = answer.rows.map((row) => rewrite(row, list));
  if (Array.isArray(answer.data)) out.data = answer.data.map((row) => rewrite(row, list));
  else if (isRecord(answer.data)) out.data = rewrite(answer.data, list);
  return out as T;
}
