import type { TagVariant } from '@vigil/ui';
import type { Translate } from '../../i18n/translator';
import type { MessageKey } from '../../i18n/zh-CN';

/** Transaction types (payments.bills `type`) and their words. */
export const TRANSACTION_TYPES = {
  recharge: 'member.typeRecharge',
  refund: 'member.typeRefund',
  consume: 'member.typeConsume',
  freeze: 'member.typeFreeze',
  thaw: 'member.typeThaw',
} as const satisfies Record<string, MessageKey>;

/** Transaction results: the word and the tag colour of each. */
export const TRANSACTION_RESULTS: Readonly<Record<string, { label: MessageKey; variant: TagVariant }>> = {
  pending: { label: 'member.resultPending', variant: 'warning' },
  success: { label: 'member.resultSuccess', variant: 'success' },
  cancelled: { label: 'member.resultCancelled', variant: 'default' },
  expired: { label: 'member.resultExpired', variant: 'default' },
  failed: { label: 'member.resultFailed', variant: 'danger' },
};

/** Payment modes and their words; another mode is shown as sent. */
export const PAYMENT_MODES: Readonly<Record<string, MessageKey>> = { wechat: 'member.modeWechat', alipay: 'member.modeAlipay', balance: 'member.modeBalance' };

/** A bill's (order's) state in words, as payments.confirmPay answers it. */
export const BILL_STATUSES: Readonly<Record<string, MessageKey>> = {
  pending: 'member.resultPending',
  completed: 'member.statusCompleted',
  cancelled: 'member.resultCancelled',
  expired: 'member.resultExpired',
};

/**
 * The descriptions a backend writes for the transactions it records itself, in either language (vigil-mock writes
 * them in its data language, a RuoYi-family backend in Chinese), and the console's word for each.
 */
const DESCRIPTIONS: Readonly<Record<string, MessageKey>> = {
  余额充值: 'member.descTopUp',
  'Top-up': 'member.descTopUp',
  短信通知扣费: 'member.descSmsCharges',
  'SMS charges': 'member.descSmsCharges',
  语音通知扣费: 'member.descVoiceCharges',
  'Voice call charges': 'member.descVoiceCharges',
  退款: 'member.typeRefund',
  Refund: 'member.typeRefund',
  冻结: 'member.typeFreeze',
  Freeze: 'member.typeFreeze',
  解冻: 'member.typeThaw',
  Thaw: 'member.typeThaw',
};

/** A refund with the operator's remark, as the backend writes it (`退款：remark`, `Refund: remark`). */
const REFUND_WITH_REMARK = /^(?:退款：|Refund: )(.+)$/s;

/**
 * A transaction's description on screen: the console's words for one the backend wrote itself (the remark of a
 * refund is the operator's and stays as typed); any other text as sent.
 */
export function transactionDescription(t: Translate, description: string | null | undefined): string {
  const text = (description ?? '').trim();
  const known = Object.hasOwn(DESCRIPTIONS, text) ? DESCRIPTIONS[text] : undefined;
  if (known) return t(known);
  const remark = REFUND_WITH_REMARK.exec(text)?.[1];
  return remark === undefined ? text : t('member.descRefundWith', { remark });
}
