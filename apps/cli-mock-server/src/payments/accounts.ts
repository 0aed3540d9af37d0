import type { MockContext } from '../context';
import { ApiError } from '../errors';
import type { Row } from '../state';
import { formatTime } from '../time-format';

/** The member account of a user, opened (empty) on first use. */
export function memberAccount(context: MockContext, user: Row): Row {
  const rows = context.store.collection('memberAccounts');
  const existing = rows.find((a) => String(a.userId) === String(user.userId));
  if (existing) return existing;
  const account = { id: context.store.nextId(), userId: user.userId, userName: user.userName, nickName: user.nickName, phone: user.phonenumber, balance: 0, frozenAmount: 0, createTime: formatTime(context.now()) };
  rows.push(account);
  return account;
}

/** The user with this id, or with this user name. */
export function userBy(context: MockContext, match: { userId?: unknown; userName?: unknown }): Row | undefined {
  return context.store.collection('users').find((u) => (match.userId !== undefined ? String(u.userId) === String(match.userId) : u.userName === match.userName));
}

/** A transaction of a member account, newest first as the bill list shows them. */
export function recordTransaction(context: MockContext, row: { userId: unknown; type: string; mode: string; amount: number; description: string; number: string; result: string }): Row {
  const transaction = { id: context.store.nextId(), ...row, time: formatTime(context.now()) };
  context.store.collection('transactions').unshift(transaction);
  return transaction;
}

export const noUser = (userName: unknown) => new ApiError(404, 'payment.noUser', { userName: String(userName) });
