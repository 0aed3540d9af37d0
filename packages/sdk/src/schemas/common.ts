import * as z from 'zod/mini';

/** RuoYi ids are numbers, some tables use strings (IMEI-like keys); both are accepted. */
export const idSchema = z.union([z.number(), z.string()]);
/** Date-times travel as `yyyy-MM-dd HH:mm:ss` strings (RuoYi) or epoch milliseconds. */
export const dateTimeSchema = z.union([z.string(), z.number()]);
/** Numbers the backend sometimes sends as strings (amounts, readings). */
export const numericSchema = z.union([z.number(), z.string()]);

/**
 * A field a RuoYi backend sends as `null` where it has no value (Jackson keeps nulls: a user row's joined dept has
 * only its id, name and leader; a role's menuIds are null until asked for): null is read as absent, so the field's
 * type stays `T | undefined`.
 */
export function absentIfNull<T extends z.core.SomeType>(schema: T) {
  return z.optional(z.pipe(z.nullable(schema), z.transform((value: z.output<T> | null) => (value === null ? undefined : value))));
}

/** A positive integer (page numbers and sizes, counts). */
export const positiveIntSchema = z.int().check(z.positive());

/** Paging as the list forms post it: any number, as the pager holds it (the GET lists use pageQuerySchema). */
export const loosePageShape = { pageNum: z.optional(z.number()), pageSize: z.optional(z.number()) };
/** The device filter list calls share: one IMEI and a `yyyy-MM-dd HH:mm:ss` time range. */
export const imeiTimeRangeShape = { imei: z.optional(z.string()), beginTime: z.optional(z.string()), endTime: z.optional(z.string()) };

export const pageQuerySchema = z.looseObject({
  pageNum: z.optional(positiveIntSchema),
  pageSize: z.optional(positiveIntSchema),
});

/** `{ id, label, children }` trees of treeselect calls (departments, menus). */
export interface TreeNode {
  id: string | number;
  label: string;
  children?: TreeNode[] | undefined;
  [key: string]: unknown;
}
export const treeNodeSchema: z.ZodMiniType<TreeNode> = z.looseObject({
  id: idSchema,
  label: z.string(),
  get children() {
    return z.optional(z.array(treeNodeSchema));
  },
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A Blob/File, checked at validation time only: the SDK reads no globals at import time. */
export const blobSchema = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
  { message: 'Expected a Blob or File' },
);

/** `{ id }` path params. */
export const idParamsSchema = z.object({ id: idSchema });
