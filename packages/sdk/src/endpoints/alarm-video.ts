import { idParamsSchema } from '../schemas/common';
import { listResponseSchema, okSchema } from '../schemas/envelope';
import { videoChannelBodySchema, videoChannelSchema } from '../schemas/helmet';
import { defineEndpoint } from './define-endpoint';
import { videoChannelQuerySchema } from './helmet';

/**
 * Video channels of the alarms (industrial) module, for its split screens (/alarms-video/split). Extension of spec
 * §7, which lists no call for them: the helmet module's channel calls under `/alarms/video`, with the same channel
 * and body schemas (one rule for the title: at most 10 characters, spec §5).
 */
export const alarmVideoEndpoints = {
  channels: defineEndpoint({ id: 'alarmVideo.channels', access: 'alarms:video:list', method: 'GET', path: '/alarms/video/list', encoding: 'query', query: videoChannelQuerySchema, response: listResponseSchema(videoChannelSchema) }),
  createChannel: defineEndpoint({ id: 'alarmVideo.createChannel', access: 'alarms:video:add', method: 'POST', path: '/alarms/video', encoding: 'json', body: videoChannelBodySchema, response: okSchema }),
  updateChannel: defineEndpoint({ id: 'alarmVideo.updateChannel', access: 'alarms:video:edit', method: 'PUT', path: '/alarms/video', encoding: 'json', body: videoChannelBodySchema, response: okSchema }),
  removeChannel: defineEndpoint({ id: 'alarmVideo.removeChannel', access: 'alarms:video:remove', method: 'DELETE', path: '/alarms/video/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};
