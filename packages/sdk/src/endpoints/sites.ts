import * as z from 'zod/mini';
import { idParamsSchema, idSchema, pageQuerySchema } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { phoneSchema } from '../rules/validation/account';
import { coordinateFields, coordinatesCheck, serialNumberSchema } from '../rules/validation/devices';
import { blankOr, boundedList, createOrUpdate, optionalText, requiredMax } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { LIST_MAX, TEXT_MAX } from '../rules/validation/limits';
import { entranceSchema, siteSchema } from '../schemas/sites';
import { defineEndpoint } from './define-endpoint';

export const siteListBodySchema = z.extend(pageQuerySchema, { name: z.optional(z.string()) });
/** A site: name, address, and coordinates that are a real location when given (spec §5). */
export const siteBodySchema = z
  .object({
    id: z.optional(idSchema),
    name: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.siteName)),
    address: optionalText(TEXT_MAX.address),
    contact: optionalText(TEXT_MAX.personName),
    phone: blankOr(phoneSchema),
    ...coordinateFields,
  })
  .check(createOrUpdate('id', { required: { name: K.fieldRequired } }), coordinatesCheck);
export const entranceListBodySchema = z.extend(pageQuerySchema, { siteId: z.optional(idSchema), name: z.optional(z.string()) });
const personNames = boundedList(requiredMax(K.workOrderPersonRequired, TEXT_MAX.personName), LIST_MAX.names);
export const entranceBodySchema = z
  .object({ id: z.optional(idSchema), siteId: z.optional(idSchema), name: z.optional(requiredMax(K.fieldRequired, TEXT_MAX.entranceName)), tzNames: z.optional(personNames) })
  .check(createOrUpdate('id', { required: { name: K.fieldRequired } }));
export const batchTzNameBodySchema = z.object({
  entranceIds: boundedList(idSchema, LIST_MAX.ids).check(z.minLength(1, K.fieldRequired)),
  tzNames: personNames.check(z.minLength(1, K.workOrderPersonRequired)),
});

/**
 * Placing a device on a site (the console's form): the device's IMEI in the serial number format and the site; the
 * device is then saved with `sensors.update` (`siteId`).
 */
export const siteDeviceFormSchema = z.object({ imei: serialNumberSchema, siteId: idSchema });

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

export type SiteBody = z.input<typeof siteBodySchema>;
export type EntranceBody = z.input<typeof entranceBodySchema>;
export type BatchTzNameBody = z.input<typeof batchTzNameBodySchema>;
export type SiteDeviceForm = z.input<typeof siteDeviceFormSchema>;
