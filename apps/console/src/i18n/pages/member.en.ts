import type { memberZhCN } from './member.zh-CN';

/** Texts of the member centre (balance, recharge, records, bills) and the administrator's accounts (en). */
export const memberEn: Record<keyof typeof memberZhCN, string> = {
  'member.balance': 'Balance',
  'account.title': 'Accounts',
};
