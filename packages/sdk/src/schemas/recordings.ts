import * as z from 'zod/mini';
import { serialNumberSchema } from '../rules/validation/devices';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { dateTimeSchema, idSchema, pageQuerySchema } from './common';
import { wireFromLocalInput } from '../format/wire-time';
import { recordingStatusSchema, recordingTaskSchema } from './helmet';

/** Longest recording task: one day, in minutes. */
export const RECORDING_TASK_MAX_MINUTES = 1440;

/** How a recording task ended: it reached its end time (`completed`) or was ended early (`stopped`). */
export const RECORDING_RESULTS = ['completed', 'stopped'] as const;
export const recordingResultSchema = z.enum(RECORDING_RESULTS);

/** A recording task as listed: spec §3's fields plus the device it records. */
export const recordingTaskRowSchema = z.extend(recordingTaskSchema, { id: idSchema, imei: z.string(), result: z.optional(z.nullable(z.string())) });

/** GET /video/record/task/list: a module's recording tasks, newest first; by device and status. */
export const recordingTaskQuerySchema = z.extend(pageQuerySchema, { productId: z.optional(z.string()), imei: z.optional(z.string()), status: z.optional(recordingStatusSchema) });

/** POST /video/record/task: records `imei` from `startTime` (absent: now) for `durationMinutes` (1–1440). */
export const recordingTaskBodySchema = z.object({
  productId: z.optional(z.string()),
  imei: serialNumberSchema,
  startTime: z.optional(dateTimeSchema),
  durationMinutes: z.int({ error: K.fieldRequired }).check(z.gte(1, K.fieldInvalid), z.lte(RECORDING_TASK_MAX_MINUTES, K.fieldInvalid)),
});

/** GET /video/record/support: whether a device takes recording tasks (else: local recording on the split page). */
export const recordingSupportQuerySchema = z.object({ productId: z.optional(z.string()), imei: serialNumberSchema });
export const recordingSupportSchema = z.looseObject({ imei: z.string(), supported: z.boolean() });

/** A recorded file: device, start, end, duration in seconds, size in bytes, and where to play it (HTTP Range). */
export const recordingFileSchema = z.looseObject({
  id: z.string(),
  imei: z.string(),
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  duration: z.number(),
  size: z.number(),
  url: z.string(),
});

/** GET /video/record/file/list: a device's recorded files whose start lies in [beginTime, endTime] (default: today). */
export const recordingFileQuerySchema = z.extend(pageQuerySchema, {
  productId: z.optional(z.string()),
  imei: serialNumberSchema,
  beginTime: z.optional(dateTimeSchema),
  endTime: z.optional(dateTimeSchema),
});

/** The signed-in user's own video storage: bytes used and allocated, file expiry, alarm media retention (spec §9). */
export const videoStorageSchema = z.looseObject({
  usedSize: z.number(),
  space: z.number(),
  fileExpiryDays: z.number(),
  alarmRetentionMonths: z.number(),
});

export type RecordingTaskRow = z.infer<typeof recordingTaskRowSchema>;
export type RecordingTaskBody = z.infer<typeof recordingTaskBodySchema>;
export type RecordingFile = z.infer<typeof recordingFileSchema>;
export type VideoStorage = z.infer<typeof videoStorageSchema>;
export type RecordingResult = z.infer<typeof recordingResultSchema>;

/** A whole number of minutes from 1 to 1440, as typed. */
const TASK_MINUTES = /^(?:[1-9]\d{0,2}|1[0-3]\d\d|14[0-3]\d|1440)$/;

/**
 * The console's new-task form: the device, an optional start (`yyyy-MM-dd HH:mm[:ss]`, or a `datetime-local`
 * value; blank: now) and the duration in minutes as typed (1–1440). `recordingTaskBodyOf` makes the body.
 */
export const recordingTaskFormSchema = z.object({
  imei: serialNumberSchema,
  startTime: z.optional(z.string()),
  durationMinutes: z.string({ error: K.fieldRequired }).check(z.minLength(1, K.fieldRequired), z.regex(TASK_MINUTES, K.fieldInvalid)),
});
export type RecordingTaskForm = z.output<typeof recordingTaskFormSchema>;

/** The form's values as the body of POST /video/record/task (a blank start: now). */
export function recordingTaskBodyOf(form: RecordingTaskForm): RecordingTaskBody {
  const startTime = wireFromLocalInput(form.startTime ?? '');
  return { imei: form.imei, durationMinutes: Number(form.durationMinutes), ...(startTime === '' ? {} : { startTime }) };
}
