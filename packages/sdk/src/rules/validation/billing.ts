import * as z from 'zod/mini';
import { isYuanAmount, numberField, requiredText } from './fields';
import { VALIDATION_KEYS as K } from './keys';

/** Recharge amount in yuan, chosen or typed: positive, at most two decimals. */
export const rechargeAmountSchema = numberField(K.rechargeRequired, K.rechargeInvalid, isYuanAmount);

/** Unfreeze: a valid amount not above the frozen amount. */
export const unfreezeFormSchema = z
  .object({
    frozenAmount: z.number().check(z.nonnegative()),
    amount: numberField(K.unfreezeInvalid, K.unfreezeInvalid, isYuanAmount),
  })
  .check(z.refine((value) => value.amount <= value.frozenAmount + 1e-9, { message: K.unfreezeExceeds, path: ['amount'] }));

/** Refund: amount and remark required. */
export const refundFormSchema = z.object({
  amount: numberField(K.refundAmountRequired, K.refundAmountInvalid, isYuanAmount),
  remark: requiredText(K.refundRemarkRequired),
});
