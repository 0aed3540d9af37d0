import { freezeFormSchema, refundLimitFormSchema, unfreezeFormSchema } from '@vigil/sdk';
import type { MessageKey } from '../../i18n/zh-CN';
import type { FormDialogProps } from '../forms/form-dialog';
import type { FormFieldConfig } from '../forms/form-types';

export type MoneyAction = 'refund' | 'freeze' | 'thaw';

/** Whose money moves: a member account as payments.accounts lists it. */
export interface MoneyAccount {
  userId: string | number;
  userName: string;
  balance: number | string;
  frozenAmount: number | string;
}

export interface MoneyValues {
  amount: string | number;
  remark?: string;
  refundable?: number;
  balance?: number;
  frozenAmount?: number;
}

const AMOUNT = (label: MessageKey): FormFieldConfig => ({ name: 'amount', label, kind: 'text', required: true });

/**
 * Each money action's form: its title, rule and fields, with the limit it is checked against among the values.
 * Refund: amount and remark required, at most the balance (frozen money is not refundable). Freeze: at most the
 * balance. Thaw: at most the frozen amount (spec §5: "unfreezing amount exceeds, please select again").
 */
export function moneyForm(action: MoneyAction, account: MoneyAccount): Pick<FormDialogProps<MoneyValues>, 'schema' | 'fields' | 'defaultValues'> & { title: MessageKey; limit: number; limitLabel: MessageKey; success: MessageKey } {
  const balance = Number(account.balance);
  const frozenAmount = Number(account.frozenAmount);
  switch (action) {
    case 'refund':
      return {
        title: 'member.refundTitle',
        schema: refundLimitFormSchema,
        fields: [AMOUNT('member.refundAmount'), { name: 'remark', label: 'member.remark', kind: 'textarea', required: true }],
        defaultValues: { amount: '', remark: '', refundable: balance },
        limit: balance,
        limitLabel: 'member.refundable',
        success: 'member.refunded',
      };
    case 'freeze':
      return { title: 'member.freezeTitle', schema: freezeFormSchema, fields: [AMOUNT('member.freezeAmount')], defaultValues: { amount: '', balance }, limit: balance, limitLabel: 'member.freezable', success: 'member.frozenDone' };
    case 'thaw':
      return { title: 'member.thawTitle', schema: unfreezeFormSchema, fields: [AMOUNT('member.thawAmount')], defaultValues: { amount: '', frozenAmount }, limit: frozenAmount, limitLabel: 'member.thawable', success: 'member.thawed' };
  }
}
