import type { TagVariant } from '@vigil/ui';
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
