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
  wechatPayBodySchema,
  wechatPayResultSchema,
} from '../schemas/payments';
import { defineEndpoint } from './define-endpoint';

export const billQuerySchema = z.extend(pageQuerySchema, { userId: z.optional(idSchema) });
export const accountQuerySchema = z.extend(pageQuerySchema, { userName: z.optional(z.string()), phone: z.optional(z.string()) });

export const paymentEndpoints = {
  /** Starts a recharge: answers the QR code to show. */
  wechatPay: defineEndpoint({ id: 'payments.wechatPay', access: 'session', method: 'POST', path: '/wechat/pay', encoding: 'form', body: wechatPayBodySchema, response: dataResponseSchema(wechatPayResultSchema) }),
  confirmPay: defineEndpoint({ id: 'payments.confirmPay', access: 'session', method: 'POST', path: '/wechat/confirmPay', encoding: 'multipart', body: orderNoBodySchema, response: dataResponseSchema(billSchema) }),
  closePay: defineEndpoint({ id: 'payments.closePay', access: 'session', method: 'POST', path: '/wechat/closePay', encoding: 'multipart', body: orderNoBodySchema, response: okSchema }),
  setOrder: defineEndpoint({ id: 'payments.setOrder', access: 'session', method: 'POST', path: '/set/order/', encoding: 'json', body: setOrderBodySchema, response: dataResponseSchema(billSchema) }),
  /** Transactions of the current (or given) account. */
  bills: defineEndpoint({ id: 'payments.bills', access: 'member:account:query', method: 'GET', path: '/aplipay/account/getBill', encoding: 'query', query: billQuerySchema, response: listResponseSchema(transactionSchema) }),
  accounts: defineEndpoint({ id: 'payments.accounts', access: 'member:account:list', method: 'GET', path: '/aplipay/account/list', encoding: 'query', query: accountQuerySchema, response: listResponseSchema(accountSchema) }),
  /** Freezes or thaws an amount. */
  controlBill: defineEndpoint({ id: 'payments.controlBill', access: 'member:account:freeze', method: 'PUT', path: '/aplipay/account/controlBill', encoding: 'json', body: controlBillBodySchema, response: okSchema }),
  refund: defineEndpoint({ id: 'payments.refund', access: 'member:account:refund', method: 'POST', path: '/aplipay/account/refund', encoding: 'json', body: refundBodySchema, response: okSchema }),
};
