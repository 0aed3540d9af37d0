/** Texts of the member centre (balance, recharge, records, bills) and the administrator's accounts (zh-CN). */
export const memberZhCN = {
  'member.balance': '账户余额',
  'account.title': '账户管理',
} as const;
