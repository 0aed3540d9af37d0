import { collectionHandlers } from '../crud';
import type { HandlerTable } from './types';

// The alarms module's channels hold what videoChannelBodySchema checked (a title of at most 10 characters), like
// the helmet module's (handlers/helmet.ts).
const channels = collectionHandlers({ collection: 'alarmVideoChannels', idField: 'id', label: 'video channel', likeFields: ['title'], sort: { field: 'id', descending: false } });

/** Video channels of the alarms module: the sdk's `alarmVideo` extension. */
export const alarmVideoHandlers: HandlerTable = {
  'alarmVideo.channels': channels.list,
  'alarmVideo.createChannel': channels.create,
  'alarmVideo.updateChannel': channels.update,
  'alarmVideo.removeChannel': channels.remove,
};
