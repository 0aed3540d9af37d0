import { idParamsSchema } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import {
  recordingFileQuerySchema,
  recordingFileSchema,
  recordingSupportQuerySchema,
  recordingSupportSchema,
  recordingTaskBodySchema,
  recordingTaskQuerySchema,
  recordingTaskRowSchema,
  videoStorageSchema,
} from '../schemas/recordings';
import { defineEndpoint } from './define-endpoint';

/**
 * Extension of spec §7: recording tasks (spec §3/§4: start and end time, duration in minutes, status not started →
 * in progress → ended, result), recorded files for playback, and the user's own video storage. The spec lists no
 * calls for them; named as the backend names its others. Refusals (spec §8): "recording in progress, close it first"
 * (a second task on a device with one in progress), "end recording error" (ending a task that is not in progress),
 * "the device does not support control or recording tasks" (a device without recording support).
 */
export const recordingEndpoints = {
  /** Extension of spec §7: recording tasks, newest first; status follows the clock. */
  tasks: defineEndpoint({ id: 'recordings.tasks', access: '{module}:record:list', method: 'GET', path: '/video/record/task/list', encoding: 'query', query: recordingTaskQuerySchema, response: listResponseSchema(recordingTaskRowSchema) }),
  /** Extension of spec §7: adds a recording task on a device. */
  createTask: defineEndpoint({ id: 'recordings.createTask', access: '{module}:record:add', method: 'POST', path: '/video/record/task', encoding: 'json', body: recordingTaskBodySchema, response: okSchema }),
  /** Extension of spec §7: ends a task in progress early. */
  endTask: defineEndpoint({ id: 'recordings.endTask', access: '{module}:record:edit', method: 'PUT', path: '/video/record/task/end/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  /** Extension of spec §7: whether a device supports recording tasks. */
  support: defineEndpoint({ id: 'recordings.support', access: '{module}:record:list', method: 'GET', path: '/video/record/support', encoding: 'query', query: recordingSupportQuerySchema, response: dataResponseSchema(recordingSupportSchema) }),
  /** Extension of spec §7: a device's recorded files in a time range (playback). */
  files: defineEndpoint({ id: 'recordings.files', access: '{module}:record:list', method: 'GET', path: '/video/record/file/list', encoding: 'query', query: recordingFileQuerySchema, response: listResponseSchema(recordingFileSchema) }),
  /** Extension of spec §7: the signed-in user's own video storage (used, space, expiry days, alarm media retention). */
  storage: defineEndpoint({ id: 'recordings.storage', access: 'session', method: 'GET', path: '/video/storage/mine', encoding: 'none', response: dataResponseSchema(videoStorageSchema) }),
};
