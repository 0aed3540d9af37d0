import type { MockContext } from '../context';
import { ApiError } from '../errors';
import { dataWord } from '../i18n/data-words';
import { both } from '../i18n/locale';
import type { Localized } from '../i18n/messages';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { memberAccount, recordTransaction, userBy } from './accounts';
import { toCents, toYuan } from './money';
import { close, complete, type OrderStatus, statusAt, TRANSACTION_RESULT, type Transition } from './order-state';

const STATUS_NAMES: Record<string, Localized> = {
  pending: both('待支付', 'pending'),
  completed: both('完成', 'completed'),
  cancelled: both('取消', 'cancelled'),
  expired: both('过期', 'expired'),
  refunded: both('退款', 'refunded'),
};
const statusName = (status: string): Localized => STATUS_NAMES[status] ?? both(status, status);

const bills = (context: MockContext) => context.store.collection('bills');

/** A recharge order of `user`, pending until paid, closed or `--payment-ttl` has passed; with its pending transaction. */
export function openOrder(context: MockContext, user: Row, amount: unknown, remark: unknown): Row {
  const now = context.now();
  const id = context.store.nextId();
  const cents = toCents(amount);
  const bill = { id, orderNo: `VB${now}${id}`, userId: user.userId, amount: toYuan(cents), status: 'pending', remark: remark ?? '', createTime: formatTime(now), expiresAt: now + context.options.paymentTtlMs };
  bills(context).unshift(bill);
  recordTransaction(context, { userId: user.userId, type: 'recharge', mode: 'wechat', amount: toYuan(cents), description: dataWord(context.options.locale, 'topUp'), number: bill.orderNo, result: 'pending' });
  return bill;
}

/** The order with this number, whoever's it is. */
export function findOrder(context: MockContext, orderNo: unknown): Row | undefined {
  return bills(context).find((b) => b.orderNo === String(orderNo));
}

/** The order and its recharge transaction take `status`. */
function setStatus(context: MockContext, bill: Row, status: OrderStatus): void {
  bill.status = status;
  const transaction = context.store.collection('transactions').find((t) => t.type === 'recharge' && t.number === bill.orderNo);
  if (transaction) transaction.result = TRANSACTION_RESULT[status];
}

/**
 * Expiry is lazy but exact: every call that reads or touches orders first stores each pending order past its
 * `expiresAt` as expired. Answers how many it expired (a read that expired some has changed the state).
 */
export function settleExpired(context: MockContext): number {
  const now = context.now();
  let expired = 0;
  for (const bill of bills(context)) {
    if (bill.status === 'pending' && statusAt(bill, now) === 'expired') {
      setStatus(context, bill, 'expired');
      expired += 1;
    }
  }
  return expired;
}

/** Applies a transition; the credit goes to the order's account. Synchronous, so two concurrent calls cannot both credit. */
function apply(context: MockContext, bill: Row, transition: Transition, refusal: (status: string) => ApiError): Row {
  if (transition.kind === 'refused') throw refusal(String(bill.status));
  if (transition.kind === 'unchanged') return bill;
  setStatus(context, bill, transition.status);
  if (transition.credit) {
    const account = memberAccount(context, userBy(context, { userId: bill.userId }) ?? { userId: bill.userId });
    account.balance = toYuan(toCents(account.balance) + toCents(bill.amount));
  }
  return bill;
}

/** The provider's "paid" callback: a pending order completes and credits its account once; an expired or cancelled one is refused. */
export function completeOrder(context: MockContext, bill: Row): Row {
  settleExpired(context);
  return apply(context, bill, complete(String(bill.status)), (status) => new ApiError(409, 'payment.notPayable', { orderNo: String(bill.orderNo), status: statusName(status) }));
}

/** Closing: a pending order is cancelled; a cancelled or expired one stays; a completed one is refused (`code`). */
export function closeOrder(context: MockContext, bill: Row, code = 500): Row {
  settleExpired(context);
  return apply(context, bill, close(String(bill.status)), (status) => new ApiError(code, 'payment.orderDone', { status: statusName(status) }));
}

/** An order as answered: the bill without internal fields. */
export const billView = (bill: Row): Row => ({ orderNo: bill.orderNo, amount: bill.amount, status: bill.status, userId: bill.userId, remark: bill.remark, createTime: bill.createTime, ...(bill.expiresAt === undefined ? {} : { expiresAt: bill.expiresAt }) });
