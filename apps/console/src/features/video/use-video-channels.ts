import { alarmVideoEndpoints, helmetEndpoints, type VideoChannel } from '@vigil/sdk';
import type { ModuleCode } from '@vigil/sdk/modules';
import { useQuery } from '@tanstack/react-query';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';

/** Query key of a module's channel list (writes refetch it). */
export const videoChannelsKey = (module: ModuleCode) => ['videoChannels', module] as const;

/** The channel calls of each module with split screens: the helmet module's and the alarms module's (an extension). */
export function channelCalls(module: ModuleCode) {
  if (module === 'alarms') {
    return {
      endpoints: { list: alarmVideoEndpoints.channels, add: alarmVideoEndpoints.createChannel, edit: alarmVideoEndpoints.updateChannel, remove: alarmVideoEndpoints.removeChannel },
      list: () => fullClient.alarmVideo.channels({ pageNum: 1, pageSize: 100 }),
      create: fullClient.alarmVideo.createChannel,
      update: fullClient.alarmVideo.updateChannel,
      remove: fullClient.alarmVideo.removeChannel,
    };
  }
  return {
    endpoints: { list: helmetEndpoints.videoChannels, add: helmetEndpoints.createVideoChannel, edit: helmetEndpoints.updateVideoChannel, remove: helmetEndpoints.removeVideoChannel },
    list: () => fullClient.helmet.videoChannels({ pageNum: 1, pageSize: 100 }),
    create: fullClient.helmet.createVideoChannel,
    update: fullClient.helmet.updateVideoChannel,
    remove: fullClient.helmet.removeVideoChannel,
  };
}

/** The module's video channels (up to 100). */
export function useVideoChannels(module: ModuleCode) {
  return useQuery({
    queryKey: videoChannelsKey(module),
    queryFn: async () => ((await unwrap(channelCalls(module).list())).rows ?? []) as VideoChannel[],
  });
}
