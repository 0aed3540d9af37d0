import { personnelBodySchema, personnelSchema } from '../schemas/alarms';
import { idParamsSchema, pageQuerySchema } from '../schemas/common';
import { listResponseSchema, okSchema } from '../schemas/envelope';
import { defineEndpoint } from './define-endpoint';

/** Work-order persons in charge (gdtz ry). */
export const personnelEndpoints = {
  list: defineEndpoint({ id: 'personnel.list', access: '{module}:personnel:list', method: 'GET', path: '/gdtz/ry', encoding: 'query', query: pageQuerySchema, response: listResponseSchema(personnelSchema) }),
  create: defineEndpoint({ id: 'personnel.create', access: '{module}:personnel:add', method: 'POST', path: '/gdtz/ry', encoding: 'json', body: personnelBodySchema, response: okSchema }),
  update: defineEndpoint({ id: 'personnel.update', access: '{module}:personnel:edit', method: 'PUT', path: '/gdtz/ry', encoding: 'json', body: personnelBodySchema, response: okSchema }),
  remove: defineEndpoint({ id: 'personnel.remove', access: '{module}:personnel:remove', method: 'DELETE', path: '/gdtz/ry/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};
