import { z } from 'zod';
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
export const fileColumnSchema: z.ZodType<FileColumn> = z.looseObject({
  id: idSchema,
  title: z.string(),
  sort: z.number().optional(),
  parentId: idSchema.nullable().optional(),
  get children() {
    return z.array(fileColumnSchema).optional();
  },
});

export const fileTypeSchema = z.enum(['video', 'document']);
export const fileItemSchema = z.looseObject({
  id: idSchema,
  columnId: idSchema.optional(),
  type: fileTypeSchema,
  name: z.string(),
  link: z.string().nullable().optional(),
  remark: z.string().nullable().optional(),
  createTime: dateTimeSchema.nullable().optional(),
});

export const uploadResultSchema = z.looseObject({
  url: z.string().optional(),
  fileName: z.string().optional(),
  ids: z.array(idSchema).optional(),
});

export const fileColumnBodySchema = z.looseObject({
  id: idSchema.optional(),
  title: z.string().min(1),
  sort: z.number().optional(),
  parentId: idSchema.nullable().optional(),
});
export const fileItemBodySchema = fileItemSchema.partial({ id: true });
/** Multipart upload: one or more files plus the column they go into. */
export const uploadBodySchema = z.looseObject({
  files: z.union([blobSchema, z.array(blobSchema)]),
  columnId: idSchema.optional(),
  type: fileTypeSchema.optional(),
});

export type FileItem = z.infer<typeof fileItemSchema>;
