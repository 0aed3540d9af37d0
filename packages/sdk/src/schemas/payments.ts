import { z } from 'zod';
import { dateTimeSchema, idSchema, numericSchema } from './common';

/** Member account; amounts in yuan (spec §9). */
export const accountSchema = z.looseObject({
  userId: idSchema,
  userName: z.string(),
  phone: z.string().nullable().optional(),
  balance: numericSchema,
  frozenAmount: numericSchema,
});

export const transactionSchema = z.looseObject({
  id: idSchema.optional(),
  mode: z.string(),
  amount: numericSchema,
  type: z.string(),
  description: z.string().nullable().optional(),
  number: z.string(),
  result: z.string().nullable().optional(),
  time: dateTimeSchema,
});

/** Payment bill (order); states: pending, completed, cancelled, refunded, frozen. */
export const billStatusSchema = z.enum(['pending', 'completed', 'cancelled', 'refunded', 'frozen']);
export const billSchema = z.looseObject({
  orderNo: z.string(),
  amount: numericSchema,
  status: billStatusSchema,
  userId: idSchema.optional(),
  createTime: dateTimeSchema.nullable().optional(),
});

/** POST /wechat/pay answer: QR code URL to render and the order it pays. */
export const wechatPayResultSchema = z.looseObject({
  orderNo: z.string(),
  codeUrl: z.string(),
  /** Epoch ms after which the QR code must be refreshed. */
  expiresAt: z.number().optional(),
});

export const wechatPayBodySchema = z.looseObject({ amount: numericSchema });
export const orderNoBodySchema = z.looseObject({ orderNo: z.string().min(1) });
export const controlBillBodySchema = z.looseObject({
  userId: idSchema,
  /** freeze or thaw an amount of the account. */
  action: z.enum(['freeze', 'thaw']),
  amount: numericSchema,
});
export const refundBodySchema = z.looseObject({
  userId: idSchema,
  amount: numericSchema,
  remark: z.string().min(1),
});
export const setOrderBodySchema = z.looseObject({ amount: numericSchema, remark: z.string().optional() });

/** Message record (voice/SMS notifications sent). */
export const messageRecordSchema = z.looseObject({
  id: idSchema,
  sendMethod: z.enum(['voice', 'sms']),
  type: z.string(),
  recipient: z.string(),
  content: z.string(),
  purpose: z.string().nullable().optional(),
  status: z.string(),
  time: dateTimeSchema,
});

/** Cloud video storage of a user. */
export const storageSchema = z.looseObject({
  userId: idSchema,
  usedSize: z.number(),
  space: z.number(),
  expansion: z.number().optional(),
  fileExpiryDays: z.number().optional(),
  authorized: z.boolean().optional(),
});

export type Account = z.infer<typeof accountSchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type Bill = z.infer<typeof billSchema>;
export type MessageRecord = z.infer<typeof messageRecordSchema>;
export type Storage = z.infer<typeof storageSchema>;
