import * as z from 'zod/mini';
import { RECHARGE_MAX_YUAN } from '../../constants';
import { isYuanAmount, numberField, requiredMax } from './fields';
import { VALIDATION_KEYS as K } from './keys';
import { TEXT_MAX } from './limits';

/** Recharge amount in yuan, chosen or typed: positive, at most two decimals, at most RECHARGE_MAX_YUAN. */
export const rechargeAmountSchema = numberField(K.rechargeRequired, K.rechargeInvalid, (value) => isYuanAmount(value) && value <= RECHARGE_MAX_YUAN);

/** An amount in yuan to move (freeze or thaw): positive, at most two decimals. */
export const amountSchema = numberField(K.amountInvalid, K.amountInvalid, isYuanAmount);

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
  remark: requiredMax(K.refundRemarkRequired, TEXT_MAX.remark),
});

/** A refund of at most what is refundable (the balance; frozen money is not refundable), given beside the form's values. */
export const refundLimitFormSchema = z
  .extend(refundFormSchema, { refundable: z.number().check(z.nonnegative()) })
  .check(z.refine((value) => value.amount <= value.refundable + 1e-9, { message: K.refundExceeds, path: ['amount'] }));

/** Freeze: a valid amount not above the balance, given beside the form's values. */
export const freezeFormSchema = z
  .object({ balance: z.number().check(z.nonnegative()), amount: amountSchema })
  .check(z.refine((value) => value.amount <= value.balance + 1e-9, { message: K.freezeExceeds, path: ['amount'] }));
