import * as z from 'zod/mini';
import {
  addWorkOrderBodySchema,
  editWorkOrderBodySchema,
  modifyWorkOrderStatusBodySchema,
  workOrderIdBodySchema,
  workOrderSchema,
  workOrderLevelSchema,
  workOrderStatusSchema,
} from '../schemas/alarms';
import { idParamsSchema, pageQuerySchema } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { defineEndpoint } from './define-endpoint';

export const workOrderQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(workOrderStatusSchema),
  number: z.optional(z.string()),
  imei: z.optional(z.string()),
  level: z.optional(workOrderLevelSchema),
  /** The module's product: the orders about its devices. */
  productId: z.optional(z.string()),
  /** The order dispatched from this alarm (extension: an alarm has at most one order, so its 查看工单 finds it). */
  alarmId: z.optional(z.string()),
  /** Created in this range (`yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`; a bare end date covers that whole day). */
  beginTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
});

/** Work orders (gd) dispatched from alarms. */
export const workOrderEndpoints = {
  add: defineEndpoint({ id: 'workOrders.add', access: '{module}:workorder:add', method: 'POST', path: '/sensor/alarm/addGd', encoding: 'json', body: addWorkOrderBodySchema, response: okSchema }),
  list: defineEndpoint({ id: 'workOrders.list', access: '{module}:workorder:list', method: 'GET', path: '/senstor/alarm/gdList', encoding: 'query', query: workOrderQuerySchema, response: listResponseSchema(workOrderSchema) }),
  modifyStatus: defineEndpoint({ id: 'workOrders.modifyStatus', access: '{module}:workorder:handle', method: 'POST', path: '/senstor/alarm/modifyGdStatus', encoding: 'json', body: modifyWorkOrderStatusBodySchema, response: okSchema }),
  edit: defineEndpoint({ id: 'workOrders.edit', access: '{module}:workorder:edit', method: 'POST', path: '/senstor/alarm/editGd', encoding: 'json', body: editWorkOrderBodySchema, response: okSchema }),
  remove: defineEndpoint({ id: 'workOrders.remove', access: '{module}:workorder:remove', method: 'POST', path: '/senstor/alarm/deleteGd', encoding: 'json', body: workOrderIdBodySchema, response: okSchema }),
  /** Sends the order to its person in charge (SMS). */
  send: defineEndpoint({ id: 'workOrders.send', access: '{module}:workorder:edit', method: 'POST', path: '/senstor/alarm/sendGd', encoding: 'json', body: workOrderIdBodySchema, response: okSchema }),
  mine: defineEndpoint({ id: 'workOrders.mine', access: '{module}:workorder:handle', method: 'GET', path: '/senstor/alarm/myGdInfos', encoding: 'query', query: workOrderQuerySchema, response: listResponseSchema(workOrderSchema) }),
  get: defineEndpoint({ id: 'workOrders.get', access: '{module}:workorder:query', method: 'POST', path: '/senstor/alarm/gd/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(workOrderSchema) }),
};
