import * as z from 'zod/mini';
import { idParamsSchema, pageQuerySchema } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { gatewayQuerySchema, gatewayStateSchema, gatewaySwitchBodySchema, linkageBodySchema, linkageSchema } from '../schemas/gateways';
import { defineEndpoint } from './define-endpoint';

export const linkageQuerySchema = z.extend(pageQuerySchema, { name: z.optional(z.string()), targetImei: z.optional(z.string()) });

/**
 * Extension of spec §7: gateway (controller module) switch channels, which the spec lists no call for. Named as the
 * backend names its others (`/controller/...`); a device without control support is refused with spec §8's
 * "the device does not support control or recording tasks".
 */
export const gatewayEndpoints = {
  /** Extension of spec §7: a gateway's channels with their on/off state read from the device. */
  channels: defineEndpoint({ id: 'gateways.channels', access: 'controller:device:query', method: 'GET', path: '/controller/gateway/channels', encoding: 'query', query: gatewayQuerySchema, response: dataResponseSchema(gatewayStateSchema) }),
  /** Extension of spec §7: switches one channel on or off; answers the device's new state. */
  switch: defineEndpoint({ id: 'gateways.switch', access: 'controller:device:edit', method: 'PUT', path: '/controller/gateway/switch', encoding: 'json', body: gatewaySwitchBodySchema, response: dataResponseSchema(gatewayStateSchema) }),
};

/** Extension of spec §7: linkage rules ("when a detector of this module alarms, switch this gateway channel"). */
export const linkageEndpoints = {
  /** Extension of spec §7: the linkage rules, paged; `name` matches by substring. */
  list: defineEndpoint({ id: 'linkages.list', access: 'controller:linkage:list', method: 'GET', path: '/controller/linkage/list', encoding: 'query', query: linkageQuerySchema, response: listResponseSchema(linkageSchema) }),
  /** Extension of spec §7: adds a rule. */
  create: defineEndpoint({ id: 'linkages.create', access: 'controller:linkage:add', method: 'POST', path: '/controller/linkage', encoding: 'json', body: linkageBodySchema, response: okSchema }),
  /** Extension of spec §7: edits a rule by id (also enables or disables it). */
  update: defineEndpoint({ id: 'linkages.update', access: 'controller:linkage:edit', method: 'PUT', path: '/controller/linkage', encoding: 'json', body: linkageBodySchema, response: okSchema }),
  /** Extension of spec §7: deletes rules (comma-separated ids). */
  remove: defineEndpoint({ id: 'linkages.remove', access: 'controller:linkage:remove', method: 'DELETE', path: '/controller/linkage/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};
