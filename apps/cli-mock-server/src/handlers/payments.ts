import { unfreezeFormSchema } from '@vigil/sdk';
import { isAdmin } from '../access';
import type { MockContext } from '../context';
import { collectionHandlers } from '../crud';
import { ok } from '../envelope';
import { ApiError, ruleRefusal } from '../errors';
import { selfOnly, visibleIn } from '../scope';
import { requireSession, type Session } from '../session';
import type { Row } from '../state';
import { dataWord } from '../i18n/data-words';
import { formatTime } from '../time-format';
import { both } from '../i18n/locale';
import type { Localized } from '../i18n/messages';
import type { HandlerRequest, HandlerTable } from './types';

/** A QR code is valid for two minutes; after that the console must refresh it (spec §4). */
const QR_TTL_MS = 2 * 60_000;

const accounts = collectionHandlers({ collection: 'memberAccounts', idField: 'id', label: 'account', likeFields: ['userName', 'phone'], sort: { field: 'id', descending: false }, owner: 'member' });
const transactions = collectionHandlers({ collection: 'transactions', idField: 'id', label: 'transaction', timeField: 'time', sort: { field: 'time', descending: true }, owner: 'member' });

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

const BILL_STATUS_NAMES: Record<string, Localized> = { completed: both('完成', 'completed'), cancelled: both('取消', 'cancelled'), refunded: both('退款', 'refunded'), pending: both('待支付', 'pending') };
const billStatusName = (status: unknown): Localized => BILL_STATUS_NAMES[String(status)] ?? both(String(status), String(status));

/** The member account of a user in the request's scope; one outside it is answered like a user without an account. */
function accountOf(request: HandlerRequest, context: MockContext, userId: unknown): Row {
  const account = accounts.findBy(request, context, (a) => String(a.userId) === String(userId));
  if (!account) throw new ApiError(500, 'payment.noAccount', { userId: String(userId) });
  return account;
}

/** The signed-in user's account, opened on first use. */
function ownAccount(context: MockContext, session: Session): Row {
  const rows = context.store.collection('memberAccounts');
  const existing = rows.find((a) => String(a.userId) === String(session.user.userId));
  if (existing) return existing;
  const account = { id: context.store.nextId(), userId: session.user.userId, userName: session.user.userName, nickName: session.user.nickName, phone: session.user.phonenumber, balance: 0, frozenAmount: 0, createTime: formatTime(context.now()) };
  rows.push(account);
  return account;
}

function record(context: MockContext, userId: unknown, type: string, mode: string, amount: number, description: string, number: string): void {
  context.store.collection('transactions').unshift({ id: context.store.nextId(), userId, number, mode, amount, type, description, result: 'success', time: formatTime(context.now()) });
}

/** Amounts arrive checked and parsed to yuan by the body schemas (rechargeAmountSchema, amountSchema, refundFormSchema). */
function openOrder(context: MockContext, session: Session, amount: unknown, remark: unknown): Row {
  const now = context.now();
  const bill = { id: context.store.nextId(), orderNo: `VB${now}${context.random.int(100, 999)}`, userId: session.user.userId, amount, status: 'pending', remark: remark ?? '', createTime: formatTime(now), expiresAt: now + QR_TTL_MS };
  context.store.collection('bills').unshift(bill);
  return bill;
}

/** One of the caller's own orders (paying and closing are self-service); another user's is answered like a missing one. */
function ownBill(context: MockContext, session: Session, orderNo: unknown): Row {
  const own = visibleIn(selfOnly(session.user), 'member', context);
  const bill = context.store.collection('bills').find((b) => b.orderNo === String(orderNo) && own(b));
  if (!bill) throw new ApiError(500, 'payment.orderMissing', { orderNo: String(orderNo) });
  return bill;
}

const billView = ({ expiresAt: _e, ...bill }: Row) => bill;

export const paymentHandlers: HandlerTable = {
  'payments.wechatPay': ({ body, session }, context) => {
    const bill = openOrder(context, requireSession(session), body.amount, body.remark);
    return ok({ orderNo: bill.orderNo, codeUrl: `weixin://wxpay/bizpayurl?pr=${String(bill.orderNo)}`, expiresAt: bill.expiresAt });
  },
  'payments.setOrder': ({ body, session }, context) => ok(billView(openOrder(context, requireSession(session), body.amount, body.remark))),
  /** The payment went through: credit the account. An expired QR code is refused (and the order cancelled). */
  'payments.confirmPay': ({ body, session }, context) => {
    const bill = ownBill(context, requireSession(session), body.orderNo);
    if (bill.status !== 'pending') throw new ApiError(500, 'payment.orderDone', { status: billStatusName(bill.status) });
    if (Number(bill.expiresAt) < context.now()) {
      bill.status = 'cancelled';
      throw new ApiError(500, 'payment.qrExpired');
    }
    bill.status = 'completed';
    const account = ownAccount(context, requireSession(session));
    account.balance = (cents(account.balance) + cents(bill.amount)) / 100;
    record(context, bill.userId, 'recharge', 'wechat', Number(bill.amount), dataWord(context.options.locale, 'topUp'), String(bill.orderNo));
    return ok(billView(bill));
  },
  'payments.closePay': ({ body, session }, context) => {
    const bill = ownBill(context, requireSession(session), body.orderNo);
    if (bill.status !== 'pending') throw new ApiError(500, 'payment.orderDone', { status: billStatusName(bill.status) });
    bill.status = 'cancelled';
    return ok();
  },
  'payments.bills': (request, context) => {
    const { user } = requireSession(request.session);
    const userId = request.query.userId ?? (isAdmin(user, context) ? undefined : user.userId);
    return transactions.list({ ...request, query: { ...request.query, userId } }, context);
  },
  'payments.accounts': (request, context) => {
    ownAccount(context, requireSession(request.session));
    return accounts.list(request, context);
  },
  /** Freeze moves balance to frozen; thaw moves it back and may not exceed what is frozen (spec §5). */
  'payments.controlBill': (request, context) => {
    const { body } = request;
    const account = accountOf(request, context, body.userId);
    const amount = cents(body.amount);
    const balance = cents(account.balance);
    const frozen = cents(account.frozenAmount);
    if (body.action === 'freeze') {
      if (amount > balance) throw new ApiError(500, 'payment.freezeExceeds', { balance: balance / 100 }, 'amount');
      account.balance = (balance - amount) / 100;
      account.frozenAmount = (frozen + amount) / 100;
    } else {
      // Spec §5's unfreeze rule, against what this account has frozen.
      const unfreeze = unfreezeFormSchema.safeParse({ frozenAmount: frozen / 100, amount: body.amount });
      if (!unfreeze.success) throw ruleRefusal(500, unfreeze.error.issues);
      account.balance = (balance + amount) / 100;
      account.frozenAmount = (frozen - amount) / 100;
    }
    record(context, body.userId, body.action === 'freeze' ? 'freeze' : 'thaw', 'balance', amount / 100, dataWord(context.options.locale, body.action === 'freeze' ? 'freeze' : 'thaw'), `VF${context.now()}`);
    return ok();
  },
  /** A refund needs an amount and a remark and cannot exceed the available balance. */
  'payments.refund': (request, context) => {
    const { body } = request;
    const remark = String(body.remark);
    const account = accountOf(request, context, body.userId);
    const amount = cents(body.amount);
    if (amount > cents(account.balance)) throw new ApiError(500, 'payment.refundExceeds', { balance: cents(account.balance) / 100 }, 'amount');
    account.balance = (cents(account.balance) - amount) / 100;
    record(context, body.userId, 'refund', 'wechat', amount / 100, dataWord(context.options.locale, 'refundWithRemark', { remark }), `VR${context.now()}`);
    return ok();
  },
};
