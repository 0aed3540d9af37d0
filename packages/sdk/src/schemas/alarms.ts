import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, imeiTimeRangeShape, loosePageShape, numericSchema } from './common';

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
});

/** Work-order status wire values (spec §4). */
export const workOrderStatusSchema = z.enum(['pending', 'processing', 'completed', 'rejected']);
/** Work-order level wire values: ordinary, urgent, extra urgent. */
export const WORK_ORDER_LEVELS = ['ordinary', 'urgent', 'extraUrgent'] as const;
export const workOrderLevelSchema = z.enum(WORK_ORDER_LEVELS);

export const workOrderSchema = z.looseObject({
  id: idSchema,
  number: z.string(),
  level: workOrderLevelSchema,
  status: workOrderStatusSchema,
  info: z.string(),
  alarmId: z.optional(z.nullable(idSchema)),
  imei: z.optional(z.nullable(z.string())),
  handler: z.optional(z.nullable(z.string())),
  handlerPhone: z.optional(z.nullable(z.string())),
  result: z.optional(z.nullable(z.string())),
  reason: z.optional(z.nullable(z.string())),
  createTime: z.optional(z.nullable(dateTimeSchema)),
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
  numberType: z._default(contactNumberTypeSchema, 'landline'),
  number: z.string(),
  notifyMethod: notifyMethodSchema,
});

// Request bodies.
export const alarmListBodySchema = z.looseObject({ ...loosePageShape, ...imeiTimeRangeShape, productId: z.optional(idSchema) });
export const addWorkOrderBodySchema = z.looseObject({
  alarmId: z.optional(idSchema),
  imei: z.optional(z.string()),
  info: z.string().check(z.minLength(1)),
  level: workOrderLevelSchema,
  handler: z.string().check(z.minLength(1)),
  handlerPhone: z.string().check(z.minLength(1)),
});
export const editWorkOrderBodySchema = z.extend(z.partial(addWorkOrderBodySchema), { id: idSchema });
export const modifyWorkOrderStatusBodySchema = z.looseObject({
  id: idSchema,
  status: workOrderStatusSchema,
  result: z.optional(z.string()),
  reason: z.optional(z.string()),
});
export const workOrderIdBodySchema = z.looseObject({ id: idSchema });
export const personnelBodySchema = z.partial(personnelSchema, { id: true });

export type AlarmRecord = z.infer<typeof alarmRecordSchema>;
export type WorkOrder = z.infer<typeof workOrderSchema>;
export type WorkOrderStatus = z.infer<typeof workOrderStatusSchema>;
export type WorkOrderLevel = z.infer<typeof workOrderLevelSchema>;
export type Personnel = z.infer<typeof personnelSchema>;
export type Contact = z.infer<typeof contactSchema>;
