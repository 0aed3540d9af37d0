import { personnelBodySchema, personnelSchema } from '../schemas/alarms';
import { idParamsSchema, pageQuerySchema } from '../schemas/common';
import { listResponseSchema, okSchema } from '../schemas/envelope';
import { defineEndpoint } from './define-endpoint';

/** Work-order persons in charge (gdtz ry). */
export const personnelEndpoints = {
  list: defineEndpoint({ id: 'personnel.list', method: 'GET', path: '/gdtz/ry', encoding: 'query', query: pageQuerySchema, response: listResponseSchema(personnelSchema) }),
  create: defineEndpoint({ id: 'personnel.create', method: 'POST', path: '/gdtz/ry', encoding: 'json', body: personnelBodySchema, response: okSchema }),
  update: defineEndpoint({ id: 'personnel.update', method: 'PUT', path: '/gdtz/ry', encoding: 'json', body: personnelBodySchema, response: okSchema }),
  remove: defineEndpoint({ id: 'personnel.remove', method: 'DELETE', path: '/gdtz/ry/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};
