import * as z from 'zod/mini';
import { wireCode } from '../read/wire-code-schema';
import { serialNumberSchema } from '../rules/validation/devices';
import { createOrUpdate, optionalText } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { TEXT_MAX } from '../rules/validation/limits';
import { fenceFormSchema, videoTitleSchema } from '../rules/validation/operations';
import { absentIfNull, dateTimeSchema, idSchema } from './common';
import { FENCE_BEHAVIOURS, FENCE_SHAPES } from './wire-values';

export { FENCE_BEHAVIOURS, FENCE_SHAPES };
export const fenceBehaviourSchema = z.enum(FENCE_BEHAVIOURS);
export const fenceSchema = z.looseObject({
  id: z.optional(idSchema),
  name: z.string(),
  /** Optional (spec §5 requires name, type and time only): Jackson sends an empty one as null, read as absent. */
  number: absentIfNull(z.string()),
  behaviour: wireCode('fenceBehaviour', fenceBehaviourSchema),
  /** Minutes between alarms; 0 unlimited (FENCE_ALARM_FREQUENCIES). */
  alarmFrequency: z.number(),
  periods: z.array(z.looseObject({ start: z.string(), end: z.string() })),
  /** Drawn area as [longitude, latitude] pairs. */
  area: z.array(z.tuple([z.number(), z.number()])),
  shape: z.optional(wireCode('fenceShape', z.enum(FENCE_SHAPES))),
  circle: z.optional(z.nullable(z.looseObject({ center: z.tuple([z.number(), z.number()]), radius: z.number() }))),
  /** The helmets (IMEIs) the fence applies to. */
  imeis: z.optional(z.array(z.string())),
});

export const helmetGroupSchema = z.looseObject({
  id: z.optional(idSchema),
  number: z.string(),
  name: z.string(),
  creator: z.optional(z.string()),
  members: z.array(z.string()),
});

export const recordingStatusSchema = z.enum(['notStarted', 'inProgress', 'ended']);
export const uploadStatusSchema = z.enum(['notUploaded', 'uploading', 'uploaded', 'failed']);
export const recordingTaskSchema = z.looseObject({
  id: z.optional(idSchema),
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  durationMinutes: z.number(),
  status: wireCode('recordingStatus', recordingStatusSchema),
  result: z.optional(z.nullable(z.string())),
});

/** POST/PUT /hat/fence: the fence form's rules (spec §5); with `id` it replaces that fence. */
export const fenceBodySchema = z.extend(fenceFormSchema, { id: z.optional(idSchema) });

/** A helmet video channel: a title of at most 10 characters (spec §5), the helmet and its stream. */
export const videoChannelSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  imei: z.optional(z.nullable(z.string())),
  url: z.optional(z.nullable(z.string())),
  remark: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});
export const videoChannelBodySchema = z
  .object({
    id: z.optional(idSchema),
    title: z.optional(videoTitleSchema),
    imei: z.optional(serialNumberSchema),
    url: optionalText(TEXT_MAX.link),
    remark: optionalText(TEXT_MAX.remark),
  })
  .check(createOrUpdate('id', { required: { title: K.videoTitleRequired } }));

export type Fence = z.infer<typeof fenceSchema>;
export type FenceShape = (typeof FENCE_SHAPES)[number];
export type FenceForm = z.output<typeof fenceFormSchema>;
export type FenceBody = z.output<typeof fenceBodySchema>;
export type VideoChannel = z.infer<typeof videoChannelSchema>;
export type HelmetGroup = z.infer<typeof helmetGroupSchema>;
export type RecordingTask = z.infer<typeof recordingTaskSchema>;
export type RecordingStatus = z.infer<typeof recordingStatusSchema>;
