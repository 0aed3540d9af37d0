import type { MockContext } from '../context';
import { ApiError } from '../errors';
import { dataWord } from '../i18n/data-words';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { memberAccount, recordTransaction } from './accounts';
import { toCents, toYuan } from './money';

export type SendMethod = 'sms' | 'voice';

/**
 * A voice or SMS notification charged to `user`'s member account: the balance falls by `cents` (refused, changing
 * nothing, when it is short), with a `consume` transaction and the message record that carries the charge.
 */
export function consume(context: MockContext, user: Row, cents: number, sendMethod: SendMethod): { transaction: Row; record: Row } {
  const account = memberAccount(context, user);
  const balance = toCents(account.balance);
  if (cents > balance) throw new ApiError(409, 'payment.consumeExceeds', { balance: toYuan(balance) }, 'amount');
  account.balance = toYuan(balance - cents);
  const locale = context.options.locale;
  const transaction = recordTransaction(context, { userId: user.userId, type: 'consume', mode: 'balance', amount: toYuan(cents), description: dataWord(locale, sendMethod === 'voice' ? 'voiceCharges' : 'smsCharges'), number: `VC${context.now()}${context.store.nextId()}`, result: 'success' });
  const record = { id: context.store.nextId(), userId: user.userId, sendMethod, type: dataWord(locale, 'alarmType'), recipient: String(user.phonenumber ?? ''), content: dataWord(locale, 'alarmSms'), purpose: dataWord(locale, 'alarmNotice'), status: 'success', charge: toYuan(cents), time: formatTime(context.now()) };
  context.store.collection('messageRecords').push(record);
  return { transaction, record };
}
