import * as z from 'zod/mini';
import { idParamsSchema, treeNodeSchema } from '../schemas/common';
import { dataResponseSchema, okSchema } from '../schemas/envelope';
import { deptBodySchema, deptSchema } from '../schemas/system';
import { defineEndpoint } from './define-endpoint';

export const deptListQuerySchema = z.looseObject({ deptName: z.optional(z.string()), status: z.optional(z.string()) });

export const deptEndpoints = {
  treeSelect: defineEndpoint({ id: 'depts.treeSelect', access: 'system:dept:list', method: 'GET', path: '/system/dept/treeselect', encoding: 'none', response: dataResponseSchema(z.array(treeNodeSchema)) }),
  list: defineEndpoint({ id: 'depts.list', access: 'system:dept:list', method: 'POST', path: '/system/dept/list', encoding: 'form', body: deptListQuerySchema, response: dataResponseSchema(z.array(deptSchema)) }),
  listAll: defineEndpoint({ id: 'depts.listAll', access: 'system:dept:list', method: 'GET', path: '/system/dept/list', encoding: 'query', query: deptListQuerySchema, response: dataResponseSchema(z.array(deptSchema)) }),
  create: defineEndpoint({ id: 'depts.create', access: 'system:dept:add', method: 'POST', path: '/system/dept/', encoding: 'json', body: deptBodySchema, response: okSchema }),
  update: defineEndpoint({ id: 'depts.update', access: 'system:dept:edit', method: 'PUT', path: '/system/dept/', encoding: 'json', body: deptBodySchema, response: okSchema }),
  remove: defineEndpoint({ id: 'depts.remove', access: 'system:dept:remove', method: 'DELETE', path: '/system/dept/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};
