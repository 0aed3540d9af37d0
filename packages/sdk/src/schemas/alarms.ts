import { z } from 'zod';
import { dateTimeSchema, idSchema, numericSchema } from './common';

/** A stored alarm (spec §3). */
export const alarmRecordSchema = z.looseObject({
  id: idSchema,
  imei: z.string(),
  sn: z.string().optional(),
  type: z.string(),
  value: numericSchema.nullable().optional(),
  time: dateTimeSchema,
  /** Whether a work order was dispatched for it. */
  dispatched: z.boolean(),
  address: z.string().nullable().optional(),
});

/** Work-order status wire values (spec §4). */
export const workOrderStatusSchema = z.enum(['pending', 'processing', 'completed', 'rejected']);
/** Work-order level wire values: ordinary, urgent, extra urgent. */
export const workOrderLevelSchema = z.enum(['ordinary', 'urgent', 'extraUrgent']);

export const workOrderSchema = z.looseObject({
  id: idSchema,
  number: z.string(),
  level: workOrderLevelSchema,
  status: workOrderStatusSchema,
  info: z.string(),
  alarmId: idSchema.nullable().optional(),
  imei: z.string().nullable().optional(),
  handler: z.string().nullable().optional(),
  handlerPhone: z.string().nullable().optional(),
  result: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  createTime: dateTimeSchema.nullable().optional(),
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
  id: idSchema.optional(),
  name: z.string(),
  numberType: contactNumberTypeSchema.default('landline'),
  number: z.string(),
  notifyMethod: notifyMethodSchema,
});

// Request bodies.
export const alarmListBodySchema = z.looseObject({
  pageNum: z.number().optional(),
  pageSize: z.number().optional(),
  imei: z.string().optional(),
  productId: idSchema.optional(),
  beginTime: z.string().optional(),
  endTime: z.string().optional(),
});
export const addWorkOrderBodySchema = z.looseObject({
  alarmId: idSchema.optional(),
  imei: z.string().optional(),
  info: z.string().min(1),
  level: workOrderLevelSchema,
  handler: z.string().min(1),
  handlerPhone: z.string().min(1),
});
export const editWorkOrderBodySchema = addWorkOrderBodySchema.partial().extend({ id: idSchema });
export const modifyWorkOrderStatusBodySchema = z.looseObject({
  id: idSchema,
  status: workOrderStatusSchema,
  result: z.string().optional(),
  reason: z.string().optional(),
});
export const workOrderIdBodySchema = z.looseObject({ id: idSchema });
export const personnelBodySchema = personnelSchema.partial({ id: true });

export type AlarmRecord = z.infer<typeof alarmRecordSchema>;
export type WorkOrder = z.infer<typeof workOrderSchema>;
export type WorkOrderStatus = z.infer<typeof workOrderStatusSchema>;
export type WorkOrderLevel = z.infer<typeof workOrderLevelSchema>;
export type Personnel = z.infer<typeof personnelSchema>;
export type Contact = z.infer<typeof contactSchema>;
