import { z } from 'zod';
import { dateTimeSchema, idSchema } from './common';

export const fenceBehaviourSchema = z.enum(['noLeaving', 'noEntering']);
export const fenceSchema = z.looseObject({
  id: idSchema.optional(),
  name: z.string(),
  number: z.string().optional(),
  behaviour: fenceBehaviourSchema,
  /** Minutes between alarms; 0 unlimited (FENCE_ALARM_FREQUENCIES). */
  alarmFrequency: z.number(),
  periods: z.array(z.looseObject({ start: z.string(), end: z.string() })),
  /** Drawn area as [longitude, latitude] pairs. */
  area: z.array(z.tuple([z.number(), z.number()])),
});

export const helmetGroupSchema = z.looseObject({
  id: idSchema.optional(),
  number: z.string(),
  name: z.string(),
  creator: z.string().optional(),
  members: z.array(z.string()),
});

export const recordingStatusSchema = z.enum(['notStarted', 'inProgress', 'ended']);
export const uploadStatusSchema = z.enum(['notUploaded', 'uploading', 'uploaded', 'failed']);
export const recordingTaskSchema = z.looseObject({
  id: idSchema.optional(),
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  durationMinutes: z.number(),
  status: recordingStatusSchema,
  result: z.string().nullable().optional(),
});

export type Fence = z.infer<typeof fenceSchema>;
export type HelmetGroup = z.infer<typeof helmetGroupSchema>;
export type RecordingTask = z.infer<typeof recordingTaskSchema>;
