import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, numericSchema } from './common';

/** Member account; amounts in yuan (spec §9). */
export const accountSchema = z.looseObject({
  userId: idSchema,
  userName: z.string(),
  phone: z.optional(z.nullable(z.string())),
  balance: numericSchema,
  frozenAmount: numericSchema,
});

export const transactionSchema = z.looseObject({
  id: z.optional(idSchema),
  mode: z.string(),
  amount: numericSchema,
  type: z.string(),
  description: z.optional(z.nullable(z.string())),
  number: z.string(),
  result: z.optional(z.nullable(z.string())),
  time: dateTimeSchema,
});

/** Payment bill (order); states: pending, completed, cancelled, refunded, frozen. */
export const billStatusSchema = z.enum(['pending', 'completed', 'cancelled', 'refunded', 'frozen']);
export const billSchema = z.looseObject({
  orderNo: z.string(),
  amount: numericSchema,
  status: billStatusSchema,
  userId: z.optional(idSchema),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});

/** POST /wechat/pay answer: QR code URL to render and the order it pays. */
export const wechatPayResultSchema = z.looseObject({
  orderNo: z.string(),
  codeUrl: z.string(),
  /** Epoch ms after which the QR code must be refreshed. */
  expiresAt: z.optional(z.number()),
});

export const wechatPayBodySchema = z.looseObject({ amount: numericSchema });
export const orderNoBodySchema = z.looseObject({ orderNo: z.string().check(z.minLength(1)) });
export const controlBillBodySchema = z.looseObject({
  userId: idSchema,
  /** freeze or thaw an amount of the account. */
  action: z.enum(['freeze', 'thaw']),
  amount: numericSchema,
});
export const refundBodySchema = z.looseObject({
  userId: idSchema,
  amount: numericSchema,
  remark: z.string().check(z.minLength(1)),
});
export const setOrderBodySchema = z.looseObject({ amount: numericSchema, remark: z.optional(z.string()) });

/** Message record (voice/SMS notifications sent). */
export const messageRecordSchema = z.looseObject({
  id: idSchema,
  sendMethod: z.enum(['voice', 'sms']),
  type: z.string(),
  recipient: z.string(),
  content: z.string(),
  purpose: z.optional(z.nullable(z.string())),
  status: z.string(),
  time: dateTimeSchema,
});

/** Cloud video storage of a user. */
export const storageSchema = z.looseObject({
  userId: idSchema,
  usedSize: z.number(),
  space: z.number(),
  expansion: z.optional(z.number()),
  fileExpiryDays: z.optional(z.number()),
  authorized: z.optional(z.boolean()),
});

export type Account = z.infer<typeof accountSchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type Bill = z.infer<typeof billSchema>;
export type MessageRecord = z.infer<typeof messageRecordSchema>;
export type Storage = z.infer<typeof storageSchema>;
