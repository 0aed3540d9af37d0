import * as z from 'zod/mini';
import { blobSchema, dateTimeSchema, idSchema } from './common';

export interface FileColumn {
  id: string | number;
  title: string;
  sort?: number | undefined;
  parentId?: string | number | null | undefined;
  children?: FileColumn[] | undefined;
  [key: string]: unknown;
}

/** File column (folder) of the file tree. */
export const fileColumnSchema: z.ZodMiniType<FileColumn> = z.looseObject({
  id: idSchema,
  title: z.string(),
  sort: z.optional(z.number()),
  parentId: z.optional(z.nullable(idSchema)),
  get children() {
    return z.optional(z.array(fileColumnSchema));
  },
});

export const fileTypeSchema = z.enum(['video', 'document']);
export const fileItemSchema = z.looseObject({
  id: idSchema,
  columnId: z.optional(idSchema),
  type: fileTypeSchema,
  name: z.string(),
  link: z.optional(z.nullable(z.string())),
  remark: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

export const uploadResultSchema = z.looseObject({
  url: z.optional(z.string()),
  fileName: z.optional(z.string()),
  ids: z.optional(z.array(idSchema)),
});

export const fileColumnBodySchema = z.looseObject({
  id: z.optional(idSchema),
  title: z.string().check(z.minLength(1)),
  sort: z.optional(z.number()),
  parentId: z.optional(z.nullable(idSchema)),
});
export const fileItemBodySchema = z.partial(fileItemSchema, { id: true });
/** Multipart upload: one or more files plus the column they go into. */
export const uploadBodySchema = z.looseObject({
  files: z.union([blobSchema, z.array(blobSchema)]),
  columnId: z.optional(idSchema),
  type: z.optional(fileTypeSchema),
});

export type FileItem = z.infer<typeof fileItemSchema>;
