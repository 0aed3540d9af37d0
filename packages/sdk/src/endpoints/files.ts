import * as z from 'zod/mini';
import { idParamsSchema, idSchema, pageQuerySchema } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { fileColumnBodySchema, fileColumnSchema, fileItemBodySchema, fileItemSchema, uploadBodySchema, uploadResultSchema } from '../schemas/files';
import { defineEndpoint } from './define-endpoint';

export const fileItemQuerySchema = z.extend(pageQuerySchema, { columnId: z.optional(idSchema), name: z.optional(z.string()) });
export const downloadQuerySchema = z.looseObject({ resource: z.string().check(z.minLength(1)), delete: z.optional(z.boolean()) });

export const fileEndpoints = {
  columnTree: defineEndpoint({ id: 'files.columnTree', access: 'system:file:list', method: 'GET', path: '/manager/file/listTree', encoding: 'none', response: dataResponseSchema(z.array(fileColumnSchema)) }),
  createColumn: defineEndpoint({ id: 'files.createColumn', access: 'system:file:add', method: 'POST', path: '/manager/file', encoding: 'json', body: fileColumnBodySchema, response: okSchema }),
  updateColumn: defineEndpoint({ id: 'files.updateColumn', access: 'system:file:edit', method: 'PUT', path: '/manager/file', encoding: 'json', body: fileColumnBodySchema, response: okSchema }),
  removeColumn: defineEndpoint({ id: 'files.removeColumn', access: 'system:file:remove', method: 'DELETE', path: '/manager/file/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  items: defineEndpoint({ id: 'files.items', access: 'system:file:list', method: 'GET', path: '/file/info/itemList', encoding: 'query', query: fileItemQuerySchema, response: listResponseSchema(fileItemSchema) }),
  document: defineEndpoint({ id: 'files.document', access: 'system:file:query', method: 'GET', path: '/file/info/document/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(fileItemSchema) }),
  upload: defineEndpoint({ id: 'files.upload', access: 'system:file:add', method: 'POST', path: '/file/info/uploads', encoding: 'multipart', body: uploadBodySchema, response: dataResponseSchema(uploadResultSchema), timeout: 'transfer' }),
  createItem: defineEndpoint({ id: 'files.createItem', access: 'system:file:add', method: 'POST', path: '/file/info', encoding: 'json', body: fileItemBodySchema, response: okSchema }),
  updateItem: defineEndpoint({ id: 'files.updateItem', access: 'system:file:edit', method: 'PUT', path: '/file/info', encoding: 'json', body: fileItemBodySchema, response: okSchema }),
  removeItem: defineEndpoint({ id: 'files.removeItem', access: 'system:file:remove', method: 'DELETE', path: '/file/info/remove/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  /**
   * Extension of spec §7: a document of the file library as a file, for anyone (the public /appfile/{id}/{name} page
   * links to it; `files.document` needs a token, so an anonymous visitor got a 401). Videos are not served.
   */
  /**
   * A short-lived signed link to a document (`url`, under the API base: the open call with `expires` and
   * `signature`), for someone without a session; `expires` in epoch ms.
   */
  documentLink: defineEndpoint({ id: 'files.documentLink', access: 'system:file:query', method: 'GET', path: '/file/info/link/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(z.object({ url: z.string(), expires: z.number() })) }),
  /** The document itself: with a session, or a signed link (documentLink); downloaded unless its type is preview-safe. */
  openDocument: defineEndpoint({ id: 'files.openDocument', access: 'public', method: 'GET', path: '/file/info/open/:id', encoding: 'none', params: idParamsSchema, responseType: 'blob', timeout: 'transfer' }),
  download: defineEndpoint({ id: 'files.download', access: 'system:file:query', method: 'GET', path: '/file/info/download/resource', encoding: 'query', query: downloadQuerySchema, responseType: 'blob', timeout: 'transfer' }),
};
