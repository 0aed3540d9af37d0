import * as z from 'zod/mini';
import { idParamsSchema, idSchema, pageQuerySchema } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { entranceSchema, siteSchema } from '../schemas/sites';
import { defineEndpoint } from './define-endpoint';

export const siteListBodySchema = z.extend(pageQuerySchema, { name: z.optional(z.string()) });
export const siteBodySchema = z.partial(siteSchema, { id: true });
export const entranceListBodySchema = z.extend(pageQuerySchema, { siteId: z.optional(idSchema), name: z.optional(z.string()) });
export const entranceBodySchema = z.partial(entranceSchema, { id: true });
export const batchTzNameBodySchema = z.looseObject({ entranceIds: z.array(idSchema).check(z.minLength(1)), tzNames: z.array(z.string()).check(z.minLength(1)) });

/** Organisations/sites (jgtc) and their entrances (men). */
export const siteEndpoints = {
  list: defineEndpoint({ id: 'sites.list', access: 'system:site:list', method: 'POST', path: '/system/jgtc/list', encoding: 'json', body: siteListBodySchema, response: listResponseSchema(siteSchema) }),
  create: defineEndpoint({ id: 'sites.create', access: 'system:site:add', method: 'POST', path: '/system/jgtc', encoding: 'json', body: siteBodySchema, response: okSchema }),
  update: defineEndpoint({ id: 'sites.update', access: 'system:site:edit', method: 'PUT', path: '/system/jgtc', encoding: 'json', body: siteBodySchema, response: okSchema }),
  refresh: defineEndpoint({ id: 'sites.refresh', access: 'system:site:edit', method: 'POST', path: '/system/jgtc/refresh', encoding: 'none', response: okSchema }),
  get: defineEndpoint({ id: 'sites.get', access: 'system:site:query', method: 'GET', path: '/system/jgtc/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(siteSchema) }),
  remove: defineEndpoint({ id: 'sites.remove', access: 'system:site:remove', method: 'DELETE', path: '/system/jgtc/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  entrances: defineEndpoint({ id: 'sites.entrances', access: 'system:site:list', method: 'POST', path: '/jgtc/men/list', encoding: 'json', body: entranceListBodySchema, response: listResponseSchema(entranceSchema) }),
  createEntrance: defineEndpoint({ id: 'sites.createEntrance', access: 'system:site:add', method: 'POST', path: '/jgtc/men', encoding: 'json', body: entranceBodySchema, response: okSchema }),
  updateEntrance: defineEndpoint({ id: 'sites.updateEntrance', access: 'system:site:edit', method: 'PUT', path: '/jgtc/men', encoding: 'json', body: entranceBodySchema, response: okSchema }),
  removeEntrance: defineEndpoint({ id: 'sites.removeEntrance', access: 'system:site:remove', method: 'DELETE', path: '/jgtc/men/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  batchAddTzName: defineEndpoint({ id: 'sites.batchAddTzName', access: 'system:site:edit', method: 'POST', path: '/jgtc/men/batchAddTzName', encoding: 'json', body: batchTzNameBodySchema, response: okSchema }),
};
