import * as z from 'zod/mini';
import { dateTimeSchema, idSchema } from './common';

export const FENCE_BEHAVIOURS = ['noLeaving', 'noEntering'] as const;
export const fenceBehaviourSchema = z.enum(FENCE_BEHAVIOURS);
export const fenceSchema = z.looseObject({
  id: z.optional(idSchema),
  name: z.string(),
  number: z.optional(z.string()),
  behaviour: fenceBehaviourSchema,
  /** Minutes between alarms; 0 unlimited (FENCE_ALARM_FREQUENCIES). */
  alarmFrequency: z.number(),
  periods: z.array(z.looseObject({ start: z.string(), end: z.string() })),
  /** Drawn area as [longitude, latitude] pairs. */
  area: z.array(z.tuple([z.number(), z.number()])),
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
  status: recordingStatusSchema,
  result: z.optional(z.nullable(z.string())),
});

export type Fence = z.infer<typeof fenceSchema>;
export type HelmetGroup = z.infer<typeof helmetGroupSchema>;
export type RecordingTask = z.infer<typeof recordingTaskSchema>;
