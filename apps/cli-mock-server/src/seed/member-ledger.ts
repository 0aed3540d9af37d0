import { PAYMENT_QR_TTL_MS } from '@vigil/sdk';
import { dataWord } from '../i18n/data-words';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { DAY, type SeedContext, pastTime } from './context';

type Event = 'recharge' | 'cancelled' | 'expired' | 'consume' | 'refund' | 'freeze' | 'thaw';
const EVENTS: readonly Event[] = ['recharge', 'recharge', 'consume', 'consume', 'consume', 'refund', 'freeze', 'thaw', 'cancelled', 'expired'];

export interface MemberLedgerSeed {
  memberAccounts: Row[];
  transactions: Row[];
  bills: Row[];
  messageRecords: Row[];
}

/**
 * Member accounts whose money adds up: each account's history is played as a sequence of valid operations in time
 * order (the first a paid recharge; a charge, refund or freeze at most the balance, a thaw at most the frozen
 * amount; cancelled and expired orders move nothing), and its balance and frozen amount are where the sequence ends.
 * So balance + frozen = completed recharges − refunds − consumption holds for the seed as for every later call.
 * Amounts are drawn in cents.
 */
export function seedMemberLedger(context: SeedContext, users: readonly Row[]): MemberLedgerSeed {
  const { random, locale } = context;
  const seed: MemberLedgerSeed = { memberAccounts: [], transactions: [], bills: [], messageRecords: [] };
  for (const user of users) {
    const times = Array.from({ length: random.int(6, 10) }, () => pastTime(context, 90)).sort((a, b) => a - b);
    let balance = 0;
    let frozen = 0;
    const record = (time: number, type: string, mode: string, cents: number, description: string, number: string, result = 'success') =>
      seed.transactions.push({ id: context.id(), userId: user.userId, number, mode, amount: cents / 100, type, description, result, time: formatTime(time) });
    times.forEach((time, index) => {
      const event: Event = index === 0 ? 'recharge' : random.pick(EVENTS);
      if (event === 'recharge' || event === 'cancelled' || event === 'expired') {
        const cents = random.int(1_000, 50_000);
        const orderNo = `VB${random.int(1e11, 9e11)}`;
        const status = event === 'recharge' ? 'completed' : event;
        seed.bills.push({ id: context.id(), orderNo, userId: user.userId, amount: cents / 100, status, remark: '', createTime: formatTime(time), expiresAt: time + PAYMENT_QR_TTL_MS });
        record(time, 'recharge', random.pick(['wechat', 'wechat', 'alipay']), cents, dataWord(locale, 'topUp'), orderNo, event === 'recharge' ? 'success' : event);
        if (event === 'recharge') balance += cents;
      } else if (event === 'consume') {
        const cents = Math.min(balance, random.int(10, 500));
        const sendMethod = random.pick(['sms', 'voice'] as const);
        if (cents <= 0) return;
        balance -= cents;
        record(time, 'consume', 'balance', cents, dataWord(locale, sendMethod === 'voice' ? 'voiceCharges' : 'smsCharges'), `VC${random.int(1e11, 9e11)}`);
        seed.messageRecords.push({ id: context.id(), userId: user.userId, sendMethod, type: dataWord(locale, 'alarmType'), recipient: String(user.phonenumber ?? ''), content: dataWord(locale, 'alarmSms'), purpose: dataWord(locale, 'alarmNotice'), status: 'success', charge: cents / 100, time: formatTime(time) });
      } else {
        const limit = event === 'thaw' ? frozen : Math.floor(balance / (event === 'refund' ? 4 : 3));
        if (limit < 1) return;
        const cents = random.int(1, limit);
        if (event === 'refund') {
          balance -= cents;
          record(time, 'refund', 'wechat', cents, dataWord(locale, 'refund'), `VR${random.int(1e11, 9e11)}`);
        } else {
          const sign = event === 'freeze' ? 1 : -1;
          balance -= sign * cents;
          frozen += sign * cents;
          record(time, event, 'balance', cents, dataWord(locale, event), `VF${random.int(1e11, 9e11)}`);
        }
      }
    });
    // A notification that could not be sent is recorded but not charged.
    seed.messageRecords.push({ id: context.id(), userId: user.userId, sendMethod: random.pick(['sms', 'voice']), type: dataWord(locale, random.pick(['alarmType', 'workOrderType'] as const)), recipient: String(user.phonenumber ?? ''), content: dataWord(locale, 'alarmSms'), purpose: dataWord(locale, random.pick(['alarmNotice', 'dispatch'] as const)), status: 'failed', time: formatTime(pastTime(context, 30)) });
    seed.memberAccounts.push({ id: context.id(), userId: user.userId, userName: user.userName, nickName: user.nickName, phone: user.phonenumber, balance: balance / 100, frozenAmount: frozen / 100, createTime: formatTime((times[0] ?? context.epoch) - DAY) });
  }
  return seed;
}
