import * as z from 'zod/mini';
import { contactBodySchema } from '../rules/validation/devices';
import { contactSchema } from '../schemas/alarms';
import { idParamsSchema, idSchema } from '../schemas/common';
import { listResponseSchema, okSchema } from '../schemas/envelope';
import { defineEndpoint } from './define-endpoint';
import { imeiPageQuerySchema } from './sensors';

/** Contacts of a module's devices: one device's (`imei`), a product's (`productId`), or every one in scope; `name` matches by substring. */
export const contactListQuerySchema = z.extend(imeiPageQuerySchema, { productId: z.optional(idSchema), name: z.optional(z.string()) });

/**
 * Extension of spec §7: notification contacts (spec §3: name, number type, notification method), which the spec
 * lists no call for. A contact belongs to a device (`imei`) and follows its scope, like a share.
 */
export const contactEndpoints = {
  /** Extension of spec §7: the contacts of the devices in scope, paged. */
  list: defineEndpoint({ id: 'contacts.list', access: '{module}:contact:list', method: 'GET', path: '/sensor/contact/list', encoding: 'query', query: contactListQuerySchema, response: listResponseSchema(contactSchema) }),
  /** Extension of spec §7: adds a contact to a device in scope (spec §5: name, number type, number in its format, method). */
  create: defineEndpoint({ id: 'contacts.create', access: '{module}:contact:add', method: 'POST', path: '/sensor/contact', encoding: 'json', body: contactBodySchema, response: okSchema }),
  /** Extension of spec §7: edits a contact by id, by the same rules. */
  update: defineEndpoint({ id: 'contacts.update', access: '{module}:contact:edit', method: 'PUT', path: '/sensor/contact', encoding: 'json', body: contactBodySchema, response: okSchema }),
  /** Extension of spec §7: deletes contacts (comma-separated ids). */
  remove: defineEndpoint({ id: 'contacts.remove', access: '{module}:contact:remove', method: 'DELETE', path: '/sensor/contact/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};
