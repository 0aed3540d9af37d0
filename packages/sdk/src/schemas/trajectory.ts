import * as z from 'zod/mini';
import { serialNumberSchema } from '../rules/validation/devices';
import { requiredText } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';

/**
 * GET /hat/track: one helmet's track between `beginTime` and `endTime` ('YYYY-MM-DD HH:mm:ss', as the backend's other
 * time ranges); both required and the start before the end (spec §5, the same keys as `trackQuerySchema`).
 */
export const trackRequestSchema = z
  .object({ imei: serialNumberSchema, beginTime: requiredText(K.trackStartRequired), endTime: requiredText(K.trackEndRequired) })
  .check(z.refine((range) => range.beginTime < range.endTime, { message: K.trackOrder, path: ['endTime'] }));

/** One GPS fix of a track: WGS-84 longitude/latitude and when it was taken ('YYYY-MM-DD HH:mm:ss'). */
export const trackPointSchema = z.looseObject({ lng: z.number(), lat: z.number(), time: z.string() });

export type TrackRequest = z.infer<typeof trackRequestSchema>;
export type TrackPoint = z.infer<typeof trackPointSchema>;
