import * as z from 'zod/mini';
import { idSchema } from './common';

/** Every response carries a numeric business code and usually a message (spec §8). Unknown fields pass through. */
export const okSchema = z.looseObject({
  code: z.number(),
  msg: z.optional(z.string()),
});

/** `{ code, msg, data }` object responses (spec §3). */
export function dataResponseSchema<T extends z.core.SomeType>(data: T) {
  return z.extend(okSchema, { data });
}

/** `{ code, msg, rows, total }` list responses (spec §3). */
export function listResponseSchema<T extends z.core.SomeType>(row: T) {
  return z.extend(okSchema, {
    rows: z.array(row),
    total: z.int().check(z.nonnegative()),
  });
}

/** What a 400/500/other-code response is typed as: it is returned unvalidated (spec §8). */
export interface FailureResponse {
  code: number;
  msg?: string;
  /** The refused field of a validation failure (code 400), as a dotted path: `userName`, `configs.0.imei`. */
  field?: string;
  [key: string]: unknown;
}

export type OkResponse = z.infer<typeof okSchema>;

/** `{ code, msg, <key>: tree, checkedKeys }`: a tree to pick from plus the ids already checked (role menus, role depts). */
export function checkedTreeResponseSchema<K extends string, T extends z.core.SomeType>(key: K, node: T) {
  return z.extend(okSchema, { checkedKeys: z.array(idSchema), ...({ [key]: z.array(node) } as Record<K, z.ZodMiniArray<T>>) });
}
