import { unfreezeFormSchema } from '@vigil/sdk';
import { isAdmin } from '../access';
import type { MockContext } from '../context';
import { collectionHandlers } from '../crud';
import { ok } from '../envelope';
import { ApiError, ruleRefusal } from '../errors';
import { dataWord } from '../i18n/data-words';
import { memberAccount, recordTransaction } from '../payments/accounts';
import { toCents, toYuan } from '../payments/money';
import { billView, closeOrder, findOrder, openOrder, settleExpired } from '../payments/orders';
import { selfOnly, visibleIn } from '../scope';
import { requireSession, type Session } from '../session';
import type { Row } from '../state';
import type { HandlerRequest, HandlerTable } from './types';

const accounts = collectionHandlers({ collection: 'memberAccounts', idField: 'id', label: 'account', likeFields: ['userName', 'phone'], sort: { field: 'id', descending: false }, owner: 'member' });
const transactions = collectionHandlers({ collection: 'transactions', idField: 'id', label: 'transaction', timeField: 'time', sort: { field: 'time', descending: true }, owner: 'member' });

/** The member account of a user in the request's scope; one outside it is answered like a user without an account. */
/** The user's member account; one opened by this read is a change like any write (saved with `--data`). */
async function openedAccount(context: MockContext, user: Row): Promise<Row> {
  const before = context.store.collection('memberAccounts').length;
  const account = memberAccount(context, user);
  if (context.store.collection('memberAccounts').length > before) await context.store.changed();
  return account;
}

function accountOf(request: HandlerRequest, context: MockContext, userId: unknown): Row {
  const account = accounts.findBy(request, context, (a) => String(a.userId) === String(userId));
  if (!account) throw new ApiError(500, 'payment.noAccount', { userId: String(userId) });
  return account;
}

/** One of the caller's own orders (paying and closing are self-service); another user's is answered like a missing one. */
function ownBill(context: MockContext, session: Session, orderNo: unknown): Row {
  const own = visibleIn(selfOnly(session.user), 'member', context);
  const bill = findOrder(context, orderNo);
  if (!bill || !own(bill)) throw new ApiError(500, 'payment.orderMissing', { orderNo: String(orderNo) });
  return bill;
}

/** Reads see expired orders as expired; a read that expired some tells persistence (reads raise no change otherwise). */
async function settled(context: MockContext): Promise<void> {
  if (settleExpired(context) > 0) await context.store.changed();
}

/** Moves `cents` between balance and frozen of an account, with its transaction. */
function move(context: MockContext, account: Row, action: 'freeze' | 'thaw', cents: number): void {
  const sign = action === 'freeze' ? 1 : -1;
  account.balance = toYuan(toCents(account.balance) - sign * cents);
  account.frozenAmount = toYuan(toCents(account.frozenAmount) + sign * cents);
  recordTransaction(context, { userId: account.userId, type: action, mode: 'balance', amount: toYuan(cents), description: dataWord(context.options.locale, action), number: `VF${context.now()}${context.store.nextId()}`, result: 'success' });
}

export const paymentHandlers: HandlerTable = {
  /** Opens a recharge order (pending until paid, closed or expired) and answers its QR code. */
  'payments.wechatPay': ({ body, session }, context) => {
    const { user } = requireSession(session);
    const bill = openOrder(context, user, body.amount, body.remark);
    return ok({ orderNo: bill.orderNo, codeUrl: `weixin://wxpay/bizpayurl?pr=${String(bill.orderNo)}`, expiresAt: bill.expiresAt });
  },
  'payments.setOrder': ({ body, session }, context) => ok(billView(openOrder(context, requireSession(session).user, body.amount, body.remark))),
  /** How the order stands (the console polls it). Completion (and the credit) comes from the provider: /__mock/payments/complete. */
  'payments.confirmPay': ({ body, session }, context) => {
    settleExpired(context);
    return ok(billView(ownBill(context, requireSession(session), body.orderNo)));
  },
  'payments.closePay': ({ body, session }, context) => {
    closeOrder(context, ownBill(context, requireSession(session), body.orderNo));
    return ok();
  },
  'payments.bills': async (request, context) => {
    await settled(context);
    const { user } = requireSession(request.session);
    const userId = request.query.userId ?? (isAdmin(user, context) ? undefined : user.userId);
    return transactions.list({ ...request, query: { ...request.query, userId } }, context);
  },
  /** The caller's own account, opened at zero on first use (the member centre is every signed-in user's). */
  'payments.ownAccount': async ({ session }, context) => ok(await openedAccount(context, requireSession(session).user)),
  /** The caller's own transactions, whatever their data scope: the bills list with `userId` fixed to theirs. */
  'payments.ownBills': async (request, context) => {
    await settled(context);
    const { user } = requireSession(request.session);
    return transactions.list({ ...request, query: { ...request.query, userId: user.userId } }, context);
  },
  'payments.accounts': async (request, context) => {
    await openedAccount(context, requireSession(request.session).user);
    return accounts.list(request, context);
  },
  /** Freeze moves balance to frozen (at most the balance); thaw moves it back (at most the frozen amount, spec §5). */
  'payments.controlBill': (request, context) => {
    const { body } = request;
    const account = accountOf(request, context, body.userId);
    const cents = toCents(body.amount);
    if (body.action === 'freeze') {
      if (cents > toCents(account.balance)) throw new ApiError(500, 'payment.freezeExceeds', { balance: account.balance as number }, 'amount');
    } else {
      // Spec §5's unfreeze rule, against what this account has frozen.
      const unfreeze = unfreezeFormSchema.safeParse({ frozenAmount: toYuan(toCents(account.frozenAmount)), amount: body.amount });
      if (!unfreeze.success) throw ruleRefusal(500, unfreeze.error.issues);
    }
    move(context, account, body.action === 'freeze' ? 'freeze' : 'thaw', cents);
    return ok();
  },
  /** A refund needs an amount and a remark and cannot exceed the balance (frozen money is not refundable). */
  'payments.refund': (request, context) => {
    const { body } = request;
    const account = accountOf(request, context, body.userId);
    const cents = toCents(body.amount);
    const balance = toCents(account.balance);
    if (cents > balance) throw new ApiError(500, 'payment.refundExceeds', { balance: toYuan(balance) }, 'amount');
    account.balance = toYuan(balance - cents);
    recordTransaction(context, { userId: account.userId, type: 'refund', mode: 'wechat', amount: toYuan(cents), description: dataWord(context.options.locale, 'refundWithRemark', { remark: String(body.remark) }), number: `VR${context.now()}${context.store.nextId()}`, result: 'success' });
    return ok();
  },
};
