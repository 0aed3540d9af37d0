import { z } from 'zod';
import { idParamsSchema, idSchema, pageQuerySchema } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { entranceSchema, siteSchema } from '../schemas/sites';
import { defineEndpoint } from './define-endpoint';

export const siteListBodySchema = pageQuerySchema.extend({ name: z.string().optional() });
export const siteBodySchema = siteSchema.partial({ id: true });
export const entranceListBodySchema = pageQuerySchema.extend({ siteId: idSchema.optional(), name: z.string().optional() });
export const entranceBodySchema = entranceSchema.partial({ id: true });
export const batchTzNameBodySchema = z.looseObject({ entranceIds: z.array(idSchema).min(1), tzNames: z.array(z.string()).min(1) });

/** Organisations/sites (jgtc) and their entrances (men). */
export const siteEndpoints = {
  list: defineEndpoint({ id: 'sites.list', method: 'POST', path: '/system/jgtc/list', encoding: 'json', body: siteListBodySchema, response: listResponseSchema(siteSchema) }),
  create: defineEndpoint({ id: 'sites.create', method: 'POST', path: '/system/jgtc', encoding: 'json', body: siteBodySchema, response: okSchema }),
  update: defineEndpoint({ id: 'sites.update', method: 'PUT', path: '/system/jgtc', encoding: 'json', body: siteBodySchema, response: okSchema }),
  refresh: defineEndpoint({ id: 'sites.refresh', method: 'POST', path: '/system/jgtc/refresh', encoding: 'none', response: okSchema }),
  get: defineEndpoint({ id: 'sites.get', method: 'GET', path: '/system/jgtc/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(siteSchema) }),
  remove: defineEndpoint({ id: 'sites.remove', method: 'DELETE', path: '/system/jgtc/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  entrances: defineEndpoint({ id: 'sites.entrances', method: 'POST', path: '/jgtc/men/list', encoding: 'json', body: entranceListBodySchema, response: listResponseSchema(entranceSchema) }),
  createEntrance: defineEndpoint({ id: 'sites.createEntrance', method: 'POST', path: '/jgtc/men', encoding: 'json', body: entranceBodySchema, response: okSchema }),
  updateEntrance: defineEndpoint({ id: 'sites.updateEntrance', method: 'PUT', path: '/jgtc/men', encoding: 'json', body: entranceBodySchema, response: okSchema }),
  removeEntrance: defineEndpoint({ id: 'sites.removeEntrance', method: 'DELETE', path: '/jgtc/men/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  batchAddTzName: defineEndpoint({ id: 'sites.batchAddTzName', method: 'POST', path: '/jgtc/men/batchAddTzName', encoding: 'json', body: batchTzNameBodySchema, response: okSchema }),
};
