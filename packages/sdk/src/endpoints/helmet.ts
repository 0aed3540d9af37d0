import * as z from 'zod/mini';
import { idParamsSchema, idSchema, pageQuerySchema } from '../schemas/common';
import { listResponseSchema, okSchema } from '../schemas/envelope';
import { fenceBodySchema, fenceSchema, videoChannelBodySchema, videoChannelSchema } from '../schemas/helmet';
import { defineEndpoint } from './define-endpoint';

export const fenceQuerySchema = z.extend(pageQuerySchema, { name: z.optional(z.string()) });
export const videoChannelQuerySchema = z.extend(pageQuerySchema, { title: z.optional(z.string()), imei: z.optional(z.string()), id: z.optional(idSchema) });

/**
 * Helmet (hat) fences and video channels. Extensions of spec §7, which shows no helmet calls: named as the
 * backend names its others (`/hat/...`, RuoYi's list/add/edit/remove), so the spec §5 fence and video-title rules
 * have a call to hold them.
 */
export const helmetEndpoints = {
  fences: defineEndpoint({ id: 'helmet.fences', access: 'hat:fence:list', method: 'GET', path: '/hat/fence/list', encoding: 'query', query: fenceQuerySchema, response: listResponseSchema(fenceSchema) }),
  createFence: defineEndpoint({ id: 'helmet.createFence', access: 'hat:fence:add', method: 'POST', path: '/hat/fence', encoding: 'json', body: fenceBodySchema, response: okSchema }),
  updateFence: defineEndpoint({ id: 'helmet.updateFence', access: 'hat:fence:edit', method: 'PUT', path: '/hat/fence', encoding: 'json', body: fenceBodySchema, response: okSchema }),
  removeFence: defineEndpoint({ id: 'helmet.removeFence', access: 'hat:fence:remove', method: 'DELETE', path: '/hat/fence/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  videoChannels: defineEndpoint({ id: 'helmet.videoChannels', access: 'hat:video:list', method: 'GET', path: '/hat/video/list', encoding: 'query', query: videoChannelQuerySchema, response: listResponseSchema(videoChannelSchema) }),
  createVideoChannel: defineEndpoint({ id: 'helmet.createVideoChannel', access: 'hat:video:add', method: 'POST', path: '/hat/video', encoding: 'json', body: videoChannelBodySchema, response: okSchema }),
  updateVideoChannel: defineEndpoint({ id: 'helmet.updateVideoChannel', access: 'hat:video:edit', method: 'PUT', path: '/hat/video', encoding: 'json', body: videoChannelBodySchema, response: okSchema }),
  removeVideoChannel: defineEndpoint({ id: 'helmet.removeVideoChannel', access: 'hat:video:remove', method: 'DELETE', path: '/hat/video/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};
