import * as z from 'zod/mini';
import { wireCode } from '../read/wire-code-schema';
import { serialNumberSchema } from '../rules/validation/devices';
import { boundedList, createOrUpdate, requiredMax, uploadFile } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { recordingDurationSchema } from '../rules/validation/operations';
import { dateTimeSchema, idSchema } from './common';

/** A talk group's name: at most 30 characters. */
export const TALK_GROUP_NAME_MAX = 30;
/** The most helmets one talk group holds. */
export const TALK_GROUP_MEMBERS_MAX = 100;
/** A voice message's largest accepted recording (about a minute of Opus). */
export const VOICE_MAX_BYTES = 1024 * 1024;
/**
 * How many days a helmet's photos and videos are kept (spec §9 "helmet file retention in days"; the spec gives no
 * figure, so one month, as spec §9 keeps alarm images and videos). A constant of the sdk: no call reads it.
 */
export const HELMET_FILE_RETENTION_DAYS = 30;

/**
 * A helmet talk group (spec §3: number, name, creator, members). Members are helmets of the hat module, by IMEI:
 * a group talks between the helmets in the field and the console user holding the push-to-talk button.
 */
export const talkGroupSchema = z.looseObject({
  id: idSchema,
  /** Assigned by the server on creation (`G` and four digits). */
  number: z.string(),
  name: z.string(),
  /** The user who created the group (RuoYi's createBy). */
  createBy: z.optional(z.nullable(z.string())),
  members: z.array(z.string()),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

/**
 * POST/PUT /hat/talk/group: a body without `id` creates (name and at least one member required); the console's
 * form and vigil-mock check this one schema.
 */
export const talkGroupBodySchema = z
  .object({
    id: z.optional(idSchema),
    name: z.optional(requiredMax(K.fieldRequired, TALK_GROUP_NAME_MAX)),
    members: z.optional(boundedList(serialNumberSchema, TALK_GROUP_MEMBERS_MAX).check(z.minLength(1, K.fieldRequired))),
  })
  .check(createOrUpdate('id', { required: { name: K.fieldRequired, members: K.fieldRequired } }));

/** A voice message of a group: who spoke, how long (seconds), its size in bytes. */
export const voiceMessageSchema = z.looseObject({
  id: idSchema,
  groupId: idSchema,
  sender: z.optional(z.nullable(z.string())),
  duration: z.number(),
  size: z.optional(z.number()),
  contentType: z.optional(z.string()),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

/** POST /hat/talk/voice (multipart): one recording of at least three seconds (spec §5) for a group. */
export const voiceUploadBodySchema = z
  .object({ groupId: idSchema, duration: recordingDurationSchema, file: uploadFile(VOICE_MAX_BYTES) })
  .check(z.meta({ maxBytes: VOICE_MAX_BYTES }));

/** Spec §4: a helmet photo's or video's upload from the helmet to the platform. */
export const HELMET_UPLOAD_STATUSES = ['notUploaded', 'uploading', 'uploaded', 'failed'] as const;
export const helmetUploadStatusSchema = z.enum(HELMET_UPLOAD_STATUSES);
export const helmetMediaTypeSchema = z.enum(['photo', 'video']);

/** A photo or video a helmet took; only an `uploaded` one has content on the platform. */
export const helmetMediaSchema = z.looseObject({
  id: idSchema,
  imei: z.string(),
  type: wireCode('helmetMediaType', helmetMediaTypeSchema),
  name: z.string(),
  status: wireCode('uploadStatus', helmetUploadStatusSchema),
  size: z.optional(z.nullable(z.number())),
  /** When the helmet took it. */
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

export type TalkGroup = z.infer<typeof talkGroupSchema>;
export type TalkGroupBody = z.infer<typeof talkGroupBodySchema>;
export type VoiceMessage = z.infer<typeof voiceMessageSchema>;
export type HelmetMedia = z.infer<typeof helmetMediaSchema>;
export type HelmetUploadStatus = z.infer<typeof helmetUploadStatusSchema>;
export type HelmetMediaType = z.infer<typeof helmetMediaTypeSchema>;
