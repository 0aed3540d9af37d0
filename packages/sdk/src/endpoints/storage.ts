import * as z from 'zod/mini';
import { storageBodySchema } from '../rules/validation/storage';
import { pageQuerySchema } from '../schemas/common';
import { listResponseSchema, okSchema } from '../schemas/envelope';
import { storageSchema } from '../schemas/payments';
import { defineEndpoint } from './define-endpoint';

/** GET /storage/list: every user's cloud storage, searched by account (substring). */
export const storageQuerySchema = z.extend(pageQuerySchema, { userName: z.optional(z.string()) });

/**
 * Extension of spec §7: cloud storage per user (spec §3 Storage: user id, used size, storage space, expansion, file
 * expiry days, authorization), listed and edited by administrators on /storage/storage. Sizes travel in bytes.
 */
export const storageEndpoints = {
  list: defineEndpoint({ id: 'storage.list', access: 'system:storage:list', method: 'GET', path: '/storage/list', encoding: 'query', query: storageQuerySchema, response: listResponseSchema(storageSchema) }),
  update: defineEndpoint({ id: 'storage.update', access: 'system:storage:edit', method: 'PUT', path: '/storage', encoding: 'json', body: storageBodySchema, response: okSchema }),
};
