import * as z from 'zod/mini';
import { idSchema, pageQuerySchema } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import {
  accountSchema,
  billSchema,
  controlBillBodySchema,
  orderNoBodySchema,
  refundBodySchema,
  setOrderBodySchema,
  transactionSchema,
  transactionTypeSchema,
  wechatPayBodySchema,
  wechatPayResultSchema,
} from '../schemas/payments';
import { defineEndpoint } from './define-endpoint';

/**
 * Transactions of one account (`userId`; without it a member gets their own, an administrator everyone's), of one
 * `type`, within `beginTime`–`endTime` ('YYYY-MM-DD HH:mm:ss' or a date, on the transaction's `time`).
 */
export const billQuerySchema = z.extend(pageQuerySchema, {
  userId: z.optional(idSchema),
  type: z.optional(transactionTypeSchema),
  beginTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
});
/** The signed-in member's own transactions: the bills query without `userId`. */
export const ownBillQuerySchema = z.omit(billQuerySchema, { userId: true });
export const accountQuerySchema = z.extend(pageQuerySchema, { userName: z.optional(z.string()), phone: z.optional(z.string()) });

export const paymentEndpoints = {
  /** Starts a recharge: a pending order and its QR code (`codeUrl`), payable until `expiresAt` (PAYMENT_QR_TTL_MS). */
  wechatPay: defineEndpoint({ id: 'payments.wechatPay', access: 'session', method: 'POST', path: '/wechat/pay', encoding: 'form', body: wechatPayBodySchema, response: dataResponseSchema(wechatPayResultSchema) }),
  /**
   * Asks how the order stands (the console polls it): the bill, `completed` once the provider has been paid (the
   * account credited exactly once), `expired` past its `expiresAt`. Refused only for an unknown or another's order.
   */
  confirmPay: defineEndpoint({ id: 'payments.confirmPay', access: 'session', method: 'POST', path: '/wechat/confirmPay', encoding: 'multipart', body: orderNoBodySchema, response: dataResponseSchema(billSchema) }),
  /** Closes a pending order (`cancelled`); a cancelled or expired one is left as it is; a completed one is refused. */
  closePay: defineEndpoint({ id: 'payments.closePay', access: 'session', method: 'POST', path: '/wechat/closePay', encoding: 'multipart', body: orderNoBodySchema, response: okSchema }),
  setOrder: defineEndpoint({ id: 'payments.setOrder', access: 'session', method: 'POST', path: '/set/order/', encoding: 'json', body: setOrderBodySchema, response: dataResponseSchema(billSchema) }),
  /** Transactions of the current (or given) account. */
  bills: defineEndpoint({ id: 'payments.bills', access: 'member:account:query', method: 'GET', path: '/aplipay/account/getBill', encoding: 'query', query: billQuerySchema, response: listResponseSchema(transactionSchema) }),
  /**
   * Extension of spec §7: the signed-in member's own account (balance, frozen amount; opened at zero on first use).
   * Every signed-in user may open the member centre (spec §2), so this needs only a session, unlike `accounts`.
   */
  ownAccount: defineEndpoint({ id: 'payments.ownAccount', access: 'session', method: 'GET', path: '/aplipay/account/mine', encoding: 'none', response: dataResponseSchema(accountSchema) }),
  /** Extension of spec §7: the signed-in member's own transactions (the member centre's records), with a session only. */
  ownBills: defineEndpoint({ id: 'payments.ownBills', access: 'session', method: 'GET', path: '/aplipay/account/myBill', encoding: 'query', query: ownBillQuerySchema, response: listResponseSchema(transactionSchema) }),
  accounts: defineEndpoint({ id: 'payments.accounts', access: 'member:account:list', method: 'GET', path: '/aplipay/account/list', encoding: 'query', query: accountQuerySchema, response: listResponseSchema(accountSchema) }),
  /** Freezes or thaws an amount. */
  controlBill: defineEndpoint({ id: 'payments.controlBill', access: 'member:account:freeze', method: 'PUT', path: '/aplipay/account/controlBill', encoding: 'json', body: controlBillBodySchema, response: okSchema }),
  refund: defineEndpoint({ id: 'payments.refund', access: 'member:account:refund', method: 'POST', path: '/aplipay/account/refund', encoding: 'json', body: refundBodySchema, response: okSchema }),
};
