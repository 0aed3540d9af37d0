import * as z from 'zod/mini';
import { idParamsSchema, idSchema, pageQuerySchema } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { helmetMediaSchema, helmetMediaTypeSchema, helmetUploadStatusSchema, talkGroupBodySchema, talkGroupSchema, voiceMessageSchema, voiceUploadBodySchema } from '../schemas/talk';
import { defineEndpoint } from './define-endpoint';

export const talkGroupQuerySchema = z.extend(pageQuerySchema, { name: z.optional(z.string()) });
export const voiceQuerySchema = z.extend(pageQuerySchema, { groupId: idSchema });
export const helmetMediaQuerySchema = z.extend(pageQuerySchema, { imei: z.optional(z.string()), type: z.optional(helmetMediaTypeSchema), status: z.optional(helmetUploadStatusSchema) });

/**
 * Extension of spec §7, which shows no helmet group-talk calls: talk groups (spec §3 "helmet group") and their
 * voice messages, named as the backend names its others (`/hat/...`, RuoYi's list/add/edit/remove).
 */
export const talkEndpoints = {
  /** Extension of spec §7: the talk groups, paged; `name` matches by substring. */
  groups: defineEndpoint({ id: 'talk.groups', access: 'hat:talk:list', method: 'GET', path: '/hat/talk/group/list', encoding: 'query', query: talkGroupQuerySchema, response: listResponseSchema(talkGroupSchema) }),
  /** Extension of spec §7: adds a group (the server assigns its number; the caller is its creator). */
  createGroup: defineEndpoint({ id: 'talk.createGroup', access: 'hat:talk:add', method: 'POST', path: '/hat/talk/group', encoding: 'json', body: talkGroupBodySchema, response: okSchema }),
  /** Extension of spec §7: renames a group or changes its members. */
  updateGroup: defineEndpoint({ id: 'talk.updateGroup', access: 'hat:talk:edit', method: 'PUT', path: '/hat/talk/group', encoding: 'json', body: talkGroupBodySchema, response: okSchema }),
  /** Extension of spec §7: deletes groups (comma-separated ids) with their voice messages. */
  removeGroup: defineEndpoint({ id: 'talk.removeGroup', access: 'hat:talk:remove', method: 'DELETE', path: '/hat/talk/group/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  /** Extension of spec §7: a group's voice messages, newest first. */
  voices: defineEndpoint({ id: 'talk.voices', access: 'hat:talk:list', method: 'GET', path: '/hat/talk/voice/list', encoding: 'query', query: voiceQuerySchema, response: listResponseSchema(voiceMessageSchema) }),
  /** Extension of spec §7: sends a push-to-talk recording (at least three seconds, spec §5) to a group. */
  sendVoice: defineEndpoint({ id: 'talk.sendVoice', access: 'hat:talk:send', method: 'POST', path: '/hat/talk/voice', encoding: 'multipart', body: voiceUploadBodySchema, response: dataResponseSchema(voiceMessageSchema), timeout: 'transfer' }),
  /** Extension of spec §7: a voice message's recording, to play it back. */
  voiceFile: defineEndpoint({ id: 'talk.voiceFile', access: 'hat:talk:query', method: 'GET', path: '/hat/talk/voice/file/:id', encoding: 'none', params: idParamsSchema, responseType: 'blob', timeout: 'transfer' }),
};

/**
 * Extension of spec §7: helmet photos and videos with their upload status (spec §4), which the spec lists no call
 * for. They are kept HELMET_FILE_RETENTION_DAYS days.
 */
export const helmetMediaEndpoints = {
  /** Extension of spec §7: the helmets' photos and videos, newest first; filters by IMEI, type and upload status. */
  list: defineEndpoint({ id: 'helmetMedia.list', access: 'hat:photo:list', method: 'GET', path: '/hat/photo/list', encoding: 'query', query: helmetMediaQuerySchema, response: listResponseSchema(helmetMediaSchema) }),
  /** Extension of spec §7: an uploaded photo's or video's file (preview and download). */
  file: defineEndpoint({ id: 'helmetMedia.file', access: 'hat:photo:query', method: 'GET', path: '/hat/photo/file/:id', encoding: 'none', params: idParamsSchema, responseType: 'blob', timeout: 'transfer' }),
  /** Extension of spec §7: deletes photos or videos (comma-separated ids). */
  remove: defineEndpoint({ id: 'helmetMedia.remove', access: 'hat:photo:remove', method: 'DELETE', path: '/hat/photo/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};
