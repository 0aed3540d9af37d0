import * as z from 'zod/mini';
import { wireCode } from '../read/wire-code-schema';
import type { contactBodySchema } from '../rules/validation/devices';
import { maxText, optionalText } from '../rules/validation/fields';
import { TEXT_MAX } from '../rules/validation/limits';
import { personnelFormSchema, workOrderFormSchema } from '../rules/validation/operations';
import { dateTimeSchema, idSchema, imeiTimeRangeShape, loosePageShape, numericSchema } from './common';
import { IMEI_MAX, WORK_ORDER_LEVELS } from './wire-values';

/** A stored alarm (spec §3). */
export const alarmRecordSchema = z.looseObject({
  id: idSchema,
  imei: z.string(),
  sn: z.optional(z.string()),
  type: z.string(),
  value: z.optional(z.nullable(numericSchema)),
  time: dateTimeSchema,
  /** Whether a work order was dispatched for it. */
  dispatched: z.boolean(),
  address: z.optional(z.nullable(z.string())),
  /** What the backend stores beside the alarm: the device's name, the type's name, the probe's unit, the text. */
  deviceName: z.optional(z.nullable(z.string())),
  typeName: z.optional(z.nullable(z.string())),
  unit: z.optional(z.nullable(z.string())),
  content: z.optional(z.nullable(z.string())),
  /** Extension: the wire type of the probe that alarmed (`O2`), for wording the alarm the way that measure alarms. */
  probeType: z.optional(z.nullable(z.string())),
  /** Reset: the device is back to normal (the record stays). */
  cleared: z.optional(z.boolean()),
});

/** Work-order status wire values (spec §4). */
export const workOrderStatusSchema = z.enum(['pending', 'processing', 'completed', 'rejected']);
export { WORK_ORDER_LEVELS };
export const workOrderLevelSchema = z.enum(WORK_ORDER_LEVELS);

/** Work-order history actions: dispatched (created), received, completed, refused, edited, sent (SMS). */
export const WORK_ORDER_HISTORY_ACTIONS = ['dispatched', 'received', 'completed', 'refused', 'edited', 'sent'] as const;

/**
 * One step of a work order's history: what was done (an action of WORK_ORDER_HISTORY_ACTIONS, or whatever the server
 * sends), by whom (the acting user's name) and when; `note` carries a completion's result or a refusal's reason.
 * Extension of spec §3 (the backend's orders carry no history; vigil-mock records it).
 */
export const workOrderHistoryEntrySchema = z.looseObject({
  action: z.string(),
  by: z.optional(z.nullable(z.string())),
  time: dateTimeSchema,
  note: z.optional(z.nullable(z.string())),
});

export const workOrderSchema = z.looseObject({
  id: idSchema,
  number: z.string(),
  level: wireCode('workOrderLevel', workOrderLevelSchema),
  status: wireCode('workOrderStatus', workOrderStatusSchema),
  info: z.string(),
  alarmId: z.optional(z.nullable(idSchema)),
  imei: z.optional(z.nullable(z.string())),
  handler: z.optional(z.nullable(z.string())),
  handlerPhone: z.optional(z.nullable(z.string())),
  result: z.optional(z.nullable(z.string())),
  reason: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(dateTimeSchema)),
  /** Who did what and when, oldest first (extension: see workOrderHistoryEntrySchema). */
  history: z.optional(z.nullable(z.array(workOrderHistoryEntrySchema))),
});

/** Work-order person in charge (gdtz ry). */
export const personnelSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  phone: z.string(),
});

/** Notification contact: number type landline by default, notification by SMS or voice. */
export const contactNumberTypeSchema = z.enum(['landline', 'mobile']);
export const notifyMethodSchema = z.enum(['sms', 'voice']);
export const contactSchema = z.looseObject({
  id: z.optional(idSchema),
  name: z.string(),
  numberType: z._default(wireCode('contactNumberType', contactNumberTypeSchema), 'landline'),
  number: z.string(),
  notifyMethod: wireCode('notifyMethod', notifyMethodSchema),
  /** The device whose alarms the contact is told of. */
  imei: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

// Request bodies.
export const alarmListBodySchema = z.looseObject({ ...loosePageShape, ...imeiTimeRangeShape, productId: z.optional(idSchema) });
/** Dispatch from an alarm (or by hand): the work-order form's rules plus what it is about. */
export const addWorkOrderBodySchema = z.extend(workOrderFormSchema, {
  alarmId: z.optional(idSchema),
  imei: z.optional(maxText(IMEI_MAX)),
});
/** Changes the fields it carries, each by the form's rule. */
export const editWorkOrderBodySchema = z.extend(z.partial(addWorkOrderBodySchema), { id: idSchema });
export const modifyWorkOrderStatusBodySchema = z.object({
  id: idSchema,
  status: workOrderStatusSchema,
  result: optionalText(TEXT_MAX.workOrderText),
  reason: optionalText(TEXT_MAX.workOrderText),
});
export const workOrderIdBodySchema = z.object({ id: idSchema });
/** A person in charge: name and phone (spec §5), on create and update alike. */
export const personnelBodySchema = z.extend(personnelFormSchema, { id: z.optional(idSchema) });

export type AlarmRecord = z.infer<typeof alarmRecordSchema>;
export type WorkOrder = z.infer<typeof workOrderSchema>;
export type WorkOrderHistoryEntry = z.infer<typeof workOrderHistoryEntrySchema>;
export type WorkOrderHistoryAction = (typeof WORK_ORDER_HISTORY_ACTIONS)[number];
export type WorkOrderStatus = z.infer<typeof workOrderStatusSchema>;
export type WorkOrderLevel = z.infer<typeof workOrderLevelSchema>;
export type Personnel = z.infer<typeof personnelSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type ContactBody = z.input<typeof contactBodySchema>;
export type PersonnelBody = z.input<typeof personnelBodySchema>;
export type AddWorkOrderBody = z.infer<typeof addWorkOrderBodySchema>;
export type EditWorkOrderBody = z.infer<typeof editWorkOrderBodySchema>;
export type ModifyWorkOrderStatusBody = z.infer<typeof modifyWorkOrderStatusBodySchema>;
