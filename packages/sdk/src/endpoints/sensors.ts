import * as z from 'zod/mini';
import { idParamsSchema, idSchema, pageQuerySchema } from '../schemas/common';
import {
  batchSensorConfigBodySchema,
  deviceImportBodySchema,
  deviceCreateBodySchema,
  deviceImportResultSchema,
  deviceListBodySchema,
  deviceSchema,
  deviceUpdateBodySchema,
  readingBucketSchema,
  readingBucketsBodySchema,
  readingQueryBodySchema,
  readingSchema,
  sensorConfigBodySchema,
  sensorConfigSchema,
} from '../schemas/devices';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { gasIndexSchema, sensorTitleSchema, shareBodySchema, shareSchema, snConfigSchema } from '../schemas/sites';
import { defineEndpoint } from './define-endpoint';

export const imeiPageQuerySchema = z.extend(pageQuerySchema, { imei: z.optional(z.string()) });
export const imeiOnlyQuerySchema = z.looseObject({ imei: z.string().check(z.minLength(1)) });
export const snQuerySchema = z.looseObject({ sn: z.string().check(z.minLength(1)) });
export const sensorExportQuerySchema = z.looseObject({
  productId: z.optional(idSchema),
  imei: z.optional(z.string()),
  status: z.optional(z.string()),
});
export const removeConfigParamsSchema = z.object({ imei: z.string().check(z.minLength(1)), channel: idSchema });

/** Devices (senstor info), sharing, per-user sensor configuration, readings, gas index, serial configuration. */
export const sensorEndpoints = {
  share: defineEndpoint({ id: 'sensors.share', access: '{module}:device:share', method: 'POST', path: '/senstor/share/to', encoding: 'json', body: shareBodySchema, response: okSchema }),
  shares: defineEndpoint({ id: 'sensors.shares', access: '{module}:device:share', method: 'GET', path: '/senstor/share/list', encoding: 'query', query: imeiPageQuerySchema, response: listResponseSchema(shareSchema) }),
  removeShare: defineEndpoint({ id: 'sensors.removeShare', access: '{module}:device:share', method: 'DELETE', path: '/senstor/share/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  configs: defineEndpoint({ id: 'sensors.configs', access: '{module}:config:list', method: 'GET', path: '/sensor/userConfig/list', encoding: 'query', query: imeiPageQuerySchema, response: listResponseSchema(sensorConfigSchema) }),
  configByImei: defineEndpoint({ id: 'sensors.configByImei', access: '{module}:config:query', method: 'GET', path: '/sensor/userConfig/imei', encoding: 'query', query: imeiOnlyQuerySchema, response: dataResponseSchema(z.nullable(sensorConfigSchema)) }),
  batchEditConfigs: defineEndpoint({ id: 'sensors.batchEditConfigs', access: '{module}:config:edit', method: 'PUT', path: '/sensor/userConfig/batchEdit', encoding: 'json', body: batchSensorConfigBodySchema, response: okSchema }),
  updateConfig: defineEndpoint({ id: 'sensors.updateConfig', access: '{module}:config:edit', method: 'PUT', path: '/sensor/userConfig', encoding: 'json', body: sensorConfigBodySchema, response: okSchema }),
  removeConfig: defineEndpoint({ id: 'sensors.removeConfig', access: '{module}:config:remove', method: 'DELETE', path: '/sensor/userConfig/del/:imei/:channel', encoding: 'none', params: removeConfigParamsSchema, response: okSchema }),
  realtime: defineEndpoint({ id: 'sensors.realtime', access: '{module}:data:list', method: 'POST', path: '/intime/data', encoding: 'json', body: readingQueryBodySchema, response: listResponseSchema(readingSchema) }),
  gasIndex: defineEndpoint({ id: 'sensors.gasIndex', access: '{module}:data:list', method: 'POST', path: '/jgtc/info/gasIndex', encoding: 'json', body: readingQueryBodySchema, response: dataResponseSchema(gasIndexSchema), timeout: 'transfer' }),
  history: defineEndpoint({ id: 'sensors.history', access: '{module}:data:list', method: 'POST', path: '/jgtc/history/show', encoding: 'json', body: readingQueryBodySchema, response: listResponseSchema(readingSchema) }),
  /**
   * Extension of spec §7: a device's readings summarised per bucket (`{ probe, time, min, max, mean, count }`, time
   * ascending), so a range of months is drawn from a few thousand rows instead of every minute. A backend without it
   * answers HTTP 404 (or code 404): call it with `{ extension: true }` and fall back to `sensors.history`.
   */
  historyBuckets: defineEndpoint({ id: 'sensors.historyBuckets', access: '{module}:data:list', method: 'POST', path: '/jgtc/history/buckets', encoding: 'json', body: readingBucketsBodySchema, response: listResponseSchema(readingBucketSchema) }),
  gasData: defineEndpoint({ id: 'sensors.gasData', access: '{module}:data:list', method: 'POST', path: '/jgtc/info/gasDataShow', encoding: 'json', body: readingQueryBodySchema, response: listResponseSchema(readingSchema) }),
  infoTitle: defineEndpoint({ id: 'sensors.infoTitle', access: '{module}:device:list', method: 'GET', path: '/senstor/info/getTitle', encoding: 'query', query: sensorExportQuerySchema, response: dataResponseSchema(z.array(sensorTitleSchema)) }),
  /** The device list of a product. */
  list: defineEndpoint({ id: 'sensors.list', access: '{module}:device:list', method: 'POST', path: '/senstor/info/list', encoding: 'json', body: deviceListBodySchema, response: listResponseSchema(deviceSchema) }),
  exportInfo: defineEndpoint({ id: 'sensors.exportInfo', access: '{module}:device:export', method: 'GET', path: '/senstor/info/export', encoding: 'query', query: sensorExportQuerySchema, responseType: 'blob', timeout: 'export' }),
  snConfig: defineEndpoint({ id: 'sensors.snConfig', access: '{module}:device:query', method: 'GET', path: '/sn/config', encoding: 'query', query: snQuerySchema, response: dataResponseSchema(z.nullable(snConfigSchema)) }),
  saveSnConfig: defineEndpoint({ id: 'sensors.saveSnConfig', access: '{module}:device:edit', method: 'POST', path: '/sn/config', encoding: 'json', body: snConfigSchema, response: okSchema }),
  /** Extension of spec §7: one device with its probes (RuoYi's `GET /{id}`). */
  get: defineEndpoint({ id: 'sensors.get', access: '{module}:device:query', method: 'GET', path: '/senstor/info/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(deviceSchema) }),
  /** Extension of spec §7: adds a device to a product (IMEI unique), owned by the caller's department. */
  create: defineEndpoint({ id: 'sensors.create', access: '{module}:device:add', method: 'POST', path: '/senstor/info', encoding: 'json', body: deviceCreateBodySchema, response: okSchema }),
  /** Extension of spec §7: edits a device by id; the fields given replace the stored ones. */
  update: defineEndpoint({ id: 'sensors.update', access: '{module}:device:edit', method: 'PUT', path: '/senstor/info', encoding: 'json', body: deviceUpdateBodySchema, response: okSchema }),
  /** Extension of spec §7: unbinds a device (clears its binding time); an edit. */
  unbind: defineEndpoint({ id: 'sensors.unbind', access: '{module}:device:edit', method: 'PUT', path: '/senstor/info/unbind/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  /** Extension of spec §7: deletes devices (comma-separated ids) with their probes, configurations and shares. */
  remove: defineEndpoint({ id: 'sensors.remove', access: '{module}:device:remove', method: 'DELETE', path: '/senstor/info/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  /** Extension of spec §7: batch device import (spec §5: xlsx/xls, at most 500 KB); refused rows are reported, the rest added. */
  importInfo: defineEndpoint({ id: 'sensors.importInfo', access: '{module}:device:import', method: 'POST', path: '/senstor/info/import', encoding: 'multipart', body: deviceImportBodySchema, response: dataResponseSchema(deviceImportResultSchema), timeout: 'transfer' }),
};
