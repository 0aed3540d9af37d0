import * as z from 'zod/mini';
import { alarmListBodySchema, alarmRecordSchema } from '../schemas/alarms';
import { idParamsSchema, idSchema } from '../schemas/common';
import { listResponseSchema, okSchema } from '../schemas/envelope';
import { defineEndpoint } from './define-endpoint';

export const removeDeviceAlarmParamsSchema = z.object({ imei: z.string().check(z.minLength(1)), type: idSchema });

export const alarmEndpoints = {
  list: defineEndpoint({ id: 'alarms.list', access: '{module}:alarm:list', method: 'POST', path: '/sensor/alarm/list', encoding: 'json', body: alarmListBodySchema, response: listResponseSchema(alarmRecordSchema) }),
  remove: defineEndpoint({ id: 'alarms.remove', access: '{module}:alarm:remove', method: 'DELETE', path: '/senstor/alarm/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  /** Clears the live alarm of one type on a device. */
  removeForDevice: defineEndpoint({ id: 'alarms.removeForDevice', access: '{module}:alarm:remove', method: 'DELETE', path: '/sensor/alarm/:imei/:type', encoding: 'none', params: removeDeviceAlarmParamsSchema, response: okSchema }),
  reset: defineEndpoint({ id: 'alarms.reset', access: '{module}:alarm:edit', method: 'POST', path: '/senstor/alarm/reSet/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  export: defineEndpoint({ id: 'alarms.export', access: '{module}:alarm:export', method: 'POST', path: '/sensor/alarm/export', encoding: 'form', body: alarmListBodySchema, responseType: 'blob', timeout: 'export' }),
};
