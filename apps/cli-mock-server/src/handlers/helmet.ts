import { collectionHandlers } from '../crud';
import type { HandlerTable } from './types';

// Fences and video channels hold what their body schemas checked (fenceBodySchema: periods that do not overlap,
// start and end set, real points; videoChannelBodySchema: a title of at most 10 characters).
const fences = collectionHandlers({ collection: 'fences', idField: 'id', label: 'fence', likeFields: ['name'], sort: { field: 'id', descending: false } });
const videoChannels = collectionHandlers({ collection: 'videoChannels', idField: 'id', label: 'video channel', likeFields: ['title'], sort: { field: 'id', descending: false } });

/** Helmet fences and video channels: the sdk's extension calls for the spec §5 fence and video-title rules. */
export const helmetHandlers: HandlerTable = {
  'helmet.fences': fences.list,
  'helmet.createFence': fences.create,
  'helmet.updateFence': fences.update,
  'helmet.removeFence': fences.remove,
  'helmet.videoChannels': videoChannels.list,
  'helmet.createVideoChannel': videoChannels.create,
  'helmet.updateVideoChannel': videoChannels.update,
  'helmet.removeVideoChannel': videoChannels.remove,
};
