import * as z from 'zod/mini';
import { idParamsSchema, idSchema, imeiTimeRangeShape, pageQuerySchema } from '../schemas/common';
import {
  deviceAccountSchema,
  deviceCountSchema,
  deviceLogBodySchema,
  deviceLogSchema,
  deviceProductSchema,
  flowSchema,
  signalSchema,
} from '../schemas/devices';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { messageRecordSchema } from '../schemas/payments';
import { defineEndpoint } from './define-endpoint';

export const imeiQuerySchema = z.extend(pageQuerySchema, { ...imeiTimeRangeShape, productId: z.optional(idSchema) });

/** Miscellaneous device calls of spec §7 (accounts, messages, counts, logs, products, signal, flows). */
export const deviceEndpoints = {
  accounts: defineEndpoint({ id: 'devices.accounts', access: '{module}:account:list', method: 'GET', path: '/device/account/list', encoding: 'query', query: imeiQuerySchema, response: listResponseSchema(deviceAccountSchema) }),
  messageDetails: defineEndpoint({ id: 'devices.messageDetails', access: '{module}:message:list', method: 'GET', path: '/msg/details/list', encoding: 'query', query: imeiQuerySchema, response: listResponseSchema(messageRecordSchema) }),
  removeMessageDetail: defineEndpoint({ id: 'devices.removeMessageDetail', access: '{module}:message:remove', method: 'DELETE', path: '/msg/details/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  chartCount: defineEndpoint({ id: 'devices.chartCount', access: '{module}:device:list', method: 'GET', path: '/device/chart/count', encoding: 'query', query: imeiQuerySchema, response: dataResponseSchema(deviceCountSchema) }),
  logs: defineEndpoint({ id: 'devices.logs', access: '{module}:instruction:list', method: 'GET', path: '/device/log/list', encoding: 'query', query: imeiQuerySchema, response: listResponseSchema(deviceLogSchema) }),
  exportLogs: defineEndpoint({ id: 'devices.exportLogs', access: '{module}:instruction:export', method: 'POST', path: '/device/log/export', encoding: 'form', body: imeiQuerySchema, responseType: 'blob', timeout: 'export' }),
  products: defineEndpoint({ id: 'devices.products', access: 'session', method: 'GET', path: '/device/product/list', encoding: 'query', query: pageQuerySchema, response: listResponseSchema(deviceProductSchema) }),
  signal: defineEndpoint({ id: 'devices.signal', access: '{module}:device:query', method: 'GET', path: '/aep/signal/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(signalSchema) }),
  flows: defineEndpoint({ id: 'devices.flows', access: '{module}:device:list', method: 'GET', path: '/flows/list', encoding: 'query', query: imeiQuerySchema, response: listResponseSchema(flowSchema) }),
  /** Instruction issuance: logs and sends an instruction to a device. */
  sendInstruction: defineEndpoint({ id: 'devices.sendInstruction', access: '{module}:instruction:send', method: 'POST', path: '/set/log', encoding: 'json', body: deviceLogBodySchema, response: okSchema }),
};
