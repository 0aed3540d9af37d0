import { useQuery } from '@tanstack/react-query';
import { alarmVideoEndpoints, helmetEndpoints, type VideoChannel } from '@vigil/sdk';
import type { ModuleCode } from '@vigil/sdk/modules';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';

/** Query key of a module's channel list (writes refetch it). */
export const videoChannelsKey = (module: ModuleCode) => ['videoChannels', module] as const;

/**
 * The channel endpoints of each module with split screens: the helmet module's and the alarms module's (an
 * extension with the same schemas). Every other module's split screen is the helmet one's.
 */
const CHANNEL_ENDPOINTS = {
  hat: { list: helmetEndpoints.videoChannels, add: helmetEndpoints.createVideoChannel, edit: helmetEndpoints.updateVideoChannel, remove: helmetEndpoints.removeVideoChannel },
  alarms: { list: alarmVideoEndpoints.channels, add: alarmVideoEndpoints.createChannel, edit: alarmVideoEndpoints.updateChannel, remove: alarmVideoEndpoints.removeChannel },
};

/** A channel as both modules' add and edit take it (one schema, `videoChannelBodySchema`). */
type ChannelBody = Parameters<typeof fullClient.helmet.createVideoChannel>[0];
type ChannelIds = Parameters<typeof fullClient.helmet.removeVideoChannel>[0];

/** The module's channel endpoints and their calls, through the client's one generic request. */
export function channelCalls(module: ModuleCode) {
  const endpoints = module === 'alarms' ? CHANNEL_ENDPOINTS.alarms : CHANNEL_ENDPOINTS.hat;
  return {
    endpoints,
    list: () => fullClient.request(endpoints.list, { pageNum: 1, pageSize: 100 }),
    create: (body: ChannelBody) => fullClient.request(endpoints.add, body),
    update: (body: ChannelBody) => fullClient.request(endpoints.edit, body),
    remove: (params: ChannelIds) => fullClient.request(endpoints.remove, params),
  };
}

/** The module's video channels (up to 100). */
export function useVideoChannels(module: ModuleCode) {
  return useQuery({
    queryKey: videoChannelsKey(module),
    queryFn: async () => ((await unwrap(channelCalls(module).list())).rows ?? []) as VideoChannel[],
  });
}
