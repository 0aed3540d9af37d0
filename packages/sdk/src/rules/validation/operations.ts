import * as z from 'zod/mini';
import { FENCE_ALARM_FREQUENCIES, HELMET_THRESHOLDS, RECORDING_MIN_SECONDS, SYSTEM_NAME_MAX, VIDEO_TITLE_MAX } from '../../constants';
import { FENCE_BEHAVIOURS, FENCE_SHAPES, WORK_ORDER_LEVELS } from '../../schemas/wire-values';
import { phoneSchema } from './account';
import { isLocation } from './devices';
import { boundedText, clockSeconds, numberField, requiredMax } from './fields';
import { LIST_MAX, TEXT_MAX } from './limits';
import { VALIDATION_KEYS as K } from './keys';

export const videoTitleSchema = boundedText(K.videoTitleRequired, K.videoTitleLength, 1, VIDEO_TITLE_MAX);
export const systemNameSchema = boundedText(K.systemNameRequired, K.systemNameLength, 1, SYSTEM_NAME_MAX);
/** System name form: Chinese and English names, each at most 8 characters. */
export const systemInfoFormSchema = z.object({ name: systemNameSchema, nameEn: systemNameSchema });

/** Work order dispatch: info, person in charge (`handler`, `handlerPhone`, as the wire names them) and level are required. */
export const workOrderFormSchema = z.object({
  info: requiredMax(K.workOrderInfoRequired, TEXT_MAX.workOrderText),
  handler: requiredMax(K.workOrderPersonRequired, TEXT_MAX.personName),
  handlerPhone: phoneSchema,
  level: z.enum(WORK_ORDER_LEVELS, { error: K.workOrderLevelRequired }),
});

/** Completing a work order: the result is required (spec §4). */
export const workOrderCompleteFormSchema = z.object({ result: requiredMax(K.workOrderResultRequired, TEXT_MAX.workOrderText) });
/** Refusing (rejecting) a work order: the reason is required (spec §4). */
export const workOrderRefuseFormSchema = z.object({ reason: requiredMax(K.workOrderReasonRequired, TEXT_MAX.workOrderText) });

/** Person in charge (gdtz ry). */
export const personnelFormSchema = z.object({ name: requiredMax(K.workOrderPersonRequired, TEXT_MAX.personName), phone: phoneSchema });

export interface TimePeriod {
  start: string;
  end: string;
}

/** True when two `HH:mm` periods share time; touching ends (08:00-12:00, 12:00-18:00) do not overlap. */
export function periodsOverlap(periods: readonly TimePeriod[]): boolean {
  const spans = periods
    .map((period) => [clockSeconds(period.start), clockSeconds(period.end)] as const)
    .filter((span): span is readonly [number, number] => span[0] !== undefined && span[1] !== undefined)
    .sort((a, b) => a[0] - b[0]);
  return spans.some((span, index) => index > 0 && span[0] < (spans[index - 1]?.[1] ?? 0));
}

// `HH:mm:ss` is the longest time a period holds.
const periodSchema = z
  .object({ start: requiredMax(K.fenceStartRequired, 8), end: requiredMax(K.fenceEndRequired, 8) })
  .check(
    z.refine((period) => {
      const start = clockSeconds(period.start);
      const end = clockSeconds(period.end);
      return start !== undefined && end !== undefined && start < end;
    }, { message: K.fencePeriodOrder, path: ['end'] }),
  );

/** Fence: name, type, at least one time period (start before end, none overlapping), a drawn area of real points. */
export const fenceFormSchema = z.object({
  name: requiredMax(K.fenceNameRequired, TEXT_MAX.fenceName),
  behaviour: z.enum(FENCE_BEHAVIOURS, { error: K.fenceTypeRequired }),
  alarmFrequency: z
    .number({ error: K.fenceFrequencyInvalid })
    .check(z.refine((value) => (FENCE_ALARM_FREQUENCIES as readonly number[]).includes(value), K.fenceFrequencyInvalid)),
  periods: z
    .array(periodSchema, { error: K.fenceTimeRequired })
    .check(
      z.minLength(1, K.fenceTimeRequired),
      z.maxLength(LIST_MAX.fencePeriods, K.listTooLong),
      z.refine((periods) => !periodsOverlap(periods), K.fencePeriodsOverlap),
    ),
  area: z
    .array(z.tuple([z.number(), z.number()]), { error: K.fenceAreaRequired })
    .check(
      z.minLength(3, K.fenceAreaRequired),
      z.maxLength(LIST_MAX.fencePoints, K.listTooLong),
      z.refine((points) => points.every(([longitude, latitude]) => isLocation(longitude, latitude)), K.locationInvalid),
    ),
  /** The fence's number (编号); optional. */
  number: z.optional(z.nullable(z.string().check(z.maxLength(TEXT_MAX.fenceName, K.textTooLong)))),
  /** What was drawn: a polygon (the default) or a circle, whose `area` is its outline (WGS-84 like every point). */
  shape: z.optional(z.enum(FENCE_SHAPES)),
  /** A circle's centre [longitude, latitude] and radius in metres (for redrawing it as a circle). */
  circle: z.optional(z.nullable(z.object({ center: z.tuple([z.number(), z.number()]), radius: z.number().check(z.positive(K.fenceAreaRequired)) }))),
  /** The helmets (IMEIs) the fence applies to. */
  imeis: z.optional(z.array(z.string()).check(z.maxLength(LIST_MAX.ids, K.listTooLong))),
});

function threshold(key: string, range: { min: number; max: number }) {
  return numberField(key, key, (value) => value >= range.min && value <= range.max);
}

/** Helmet alarm thresholds: combustible 0-20, CO 0-150, H2S/toluene/ammonia 0-15 (inclusive). */
export const helmetThresholdsSchema = z.object({
  combustible: threshold(K.helmetCombustibleRange, HELMET_THRESHOLDS.combustible),
  carbonMonoxide: threshold(K.helmetCarbonMonoxideRange, HELMET_THRESHOLDS.carbonMonoxide),
  hydrogenSulfide: threshold(K.helmetHydrogenSulfideRange, HELMET_THRESHOLDS.hydrogenSulfide),
  toluene: threshold(K.helmetTolueneRange, HELMET_THRESHOLDS.toluene),
  ammonia: threshold(K.helmetAmmoniaRange, HELMET_THRESHOLDS.ammonia),
});

/** A recording must last at least three seconds. */
export const recordingDurationSchema = z.number({ error: K.recordingTooShort }).check(z.gte(RECORDING_MIN_SECONDS, K.recordingTooShort));

const timestamp = (key: string) =>
  z.pipe(
    z.union([z.string().check(z.trim(), z.minLength(1, key)), z.number(), z.date()], { error: key }),
    z.transform((value: string | number | Date, context) => {
      const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value.replace(' ', 'T'));
      if (!Number.isFinite(ms)) {
        context.issues.push({ code: 'custom', message: key, input: value });
        return z.NEVER;
      }
      return ms;
    }),
  );

/** Track query: start and end required, end after start (times as epoch ms afterwards). */
export const trackQuerySchema = z
  .object({ start: timestamp(K.trackStartRequired), end: timestamp(K.trackEndRequired) })
  .check(z.refine((value) => value.start < value.end, { message: K.trackOrder, path: ['end'] }));

/** Alarm time filter: required. */
export const alarmTimeSchema = timestamp(K.alarmTimeRequired);
