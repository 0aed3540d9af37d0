import * as z from 'zod/mini';
import { wireCode } from '../read/wire-code-schema';
import { FILE_UPLOAD_MAX_BYTES, FILE_UPLOAD_MAX_FILES } from '../constants';
import { boundedList, createOrUpdate, optionalText, requiredMax, uploadFile, wholeNumber } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { TEXT_MAX } from '../rules/validation/limits';
import { dateTimeSchema, idSchema } from './common';

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
  /** null for a file uploaded with no column chosen (Jackson writes the empty column as null): listed under all only. */
  columnId: z.optional(z.nullable(idSchema)),
  type: wireCode('fileType', fileTypeSchema),
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

export const fileColumnBodySchema = z
  .object({
    id: z.optional(idSchema),
    title: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.columnTitle)),
    sort: z.optional(wholeNumber(0, 9999)),
    parentId: z.optional(z.nullable(idSchema)),
  })
  .check(createOrUpdate('id', { required: { title: K.fieldRequired } }));
export const fileItemBodySchema = z
  .object({
    id: z.optional(idSchema),
    columnId: z.optional(idSchema),
    type: z.optional(fileTypeSchema),
    name: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.fileName)),
    link: optionalText(TEXT_MAX.link),
    remark: optionalText(TEXT_MAX.remark),
  })
  .check(createOrUpdate('id', { required: { type: K.fieldRequired, name: K.fieldRequired } }));
const libraryFile = uploadFile(FILE_UPLOAD_MAX_BYTES);
/** Multipart upload: up to FILE_UPLOAD_MAX_FILES files (FILE_UPLOAD_MAX_BYTES together) plus the column they go into. */
export const uploadBodySchema = z
  .object({
    files: z.union([libraryFile, boundedList(libraryFile, FILE_UPLOAD_MAX_FILES).check(z.minLength(1, K.fileRequired))], { error: K.fileRequired }),
    columnId: z.optional(idSchema),
    type: z.optional(fileTypeSchema),
  })
  .check(z.meta({ maxBytes: FILE_UPLOAD_MAX_BYTES }));

export type FileItem = z.infer<typeof fileItemSchema>;
