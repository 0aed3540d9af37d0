import * as z from 'zod/mini';
import { wireCode } from '../read/wire-code-schema';
import { amountSchema, rechargeAmountSchema, refundFormSchema } from '../rules/validation/billing';
import { optionalText, requiredMax } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { TEXT_MAX } from '../rules/validation/limits';
import { dateTimeSchema, idSchema, numericSchema } from './common';

/** Member account; amounts in yuan (spec §9). */
export const accountSchema = z.looseObject({
  userId: idSchema,
  userName: z.string(),
  phone: z.optional(z.nullable(z.string())),
  balance: numericSchema,
  frozenAmount: numericSchema,
});

/** What a transaction (a row of `/aplipay/account/getBill`) records: money in, money out, or moved to/from frozen. */
export const TRANSACTION_TYPES = Object.freeze(['recharge', 'refund', 'consume', 'freeze', 'thaw'] as const);
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
/** How it ended: a recharge's transaction follows its order (pending → success | cancelled | expired). */
export const TRANSACTION_RESULTS = Object.freeze(['success', 'pending', 'cancelled', 'expired', 'failed'] as const);
export const transactionResultSchema = z.enum(TRANSACTION_RESULTS);

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

/**
 * Payment bill (order). A recharge order is created `pending` (spec §4's "created") and ends `completed` (paid,
 * credited once), `cancelled` (closed) or `expired` (not paid within PAYMENT_QR_TTL_MS). `refunded` and `frozen` are
 * kept for backends that report them.
 */
export const billStatusSchema = z.enum(['pending', 'completed', 'cancelled', 'expired', 'refunded', 'frozen']);
export const billSchema = z.looseObject({
  orderNo: z.string(),
  amount: numericSchema,
  status: wireCode('billStatus', billStatusSchema),
  userId: z.optional(idSchema),
  createTime: z.optional(z.nullable(dateTimeSchema)),
  /** Epoch ms after which a pending order is expired. */
  expiresAt: z.optional(z.number()),
});

/** POST /wechat/pay answer: QR code URL to render and the order it pays. */
export const wechatPayResultSchema = z.looseObject({
  orderNo: z.string(),
  codeUrl: z.string(),
  /** Epoch ms after which the QR code must be refreshed. */
  expiresAt: z.optional(z.number()),
});

const orderRemark = optionalText(TEXT_MAX.orderRemark);
/** A recharge: the recharge amount rule (chosen or typed, positive, cents at most) and an optional remark. */
export const wechatPayBodySchema = z.object({ amount: rechargeAmountSchema, remark: orderRemark });
export const orderNoBodySchema = z.object({ orderNo: requiredMax(K.fieldRequired, TEXT_MAX.orderNo) });
/** Freeze or thaw an amount of an account; thawing more than is frozen is the unfreeze rule, checked by the server. */
export const controlBillBodySchema = z.object({
  userId: idSchema,
  action: z.enum(['freeze', 'thaw']),
  amount: amountSchema,
});
/** A refund: the refund form's rules (amount and remark required) for one account. */
export const refundBodySchema = z.extend(refundFormSchema, { userId: idSchema });
export const setOrderBodySchema = z.object({ amount: rechargeAmountSchema, remark: orderRemark });

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
  /** What the message cost the member account, in yuan (its `consume` transaction); absent when not charged. */
  charge: z.optional(numericSchema),
});

/** Cloud video storage of a user. */
export const storageSchema = z.looseObject({
  userId: idSchema,
  userName: z.optional(z.string()),
  usedSize: z.number(),
  space: z.number(),
  expansion: z.optional(z.number()),
  fileExpiryDays: z.optional(z.number()),
  authorized: z.optional(z.boolean()),
});

export type Account = z.infer<typeof accountSchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type Bill = z.infer<typeof billSchema>;
export type BillStatus = z.infer<typeof billStatusSchema>;
export type TransactionType = z.infer<typeof transactionTypeSchema>;
export type TransactionResult = z.infer<typeof transactionResultSchema>;
export type MessageRecord = z.infer<typeof messageRecordSchema>;
export type Storage = z.infer<typeof storageSchema>;
