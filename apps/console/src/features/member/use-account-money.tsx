import { type Account, paymentEndpoints } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { useEditing } from '../forms/use-editing';
import { adminPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { type MoneyAccount, type MoneyAction, type MoneyValues, moneyForm } from './account-money-form';
import { MEMBER_KEY } from './member-keys';
import { useYuan } from '../format/use-yuan';

/** The permissions of each money action: refund (payments.refund), freeze and thaw (payments.controlBill). */
export const MONEY_PERMISSIONS: Readonly<Record<MoneyAction, readonly string[]>> = {
  refund: adminPermissions(paymentEndpoints.refund),
  freeze: adminPermissions(paymentEndpoints.controlBill),
  thaw: adminPermissions(paymentEndpoints.controlBill),
};

/**
 * The one "account money" dialog of the member centre and /account/account: refund, freeze or thaw an account's
 * money under spec §5's rules (checked in the form, and again by the server, whose refusal keeps the input). A
 * success toasts and refetches every account and records list.
 */
export function useAccountMoney() {
  const t = useT();
  const yuan = useYuan();
  const afterSave = useAfterSave(MEMBER_KEY);
  const { editing: open, open: openEditing, close } = useEditing<{ action: MoneyAction; account: MoneyAccount }>();
  const show = (action: MoneyAction, account: MoneyAccount) => openEditing({ action, account });

  const submit = (action: MoneyAction, account: MoneyAccount, success: Parameters<typeof afterSave>[1]) => (values: MoneyValues) => {
    const amount = Number(values.amount);
    const call = action === 'refund' ? fullClient.payments.refund({ userId: account.userId, amount, remark: values.remark ?? '' }) : fullClient.payments.controlBill({ userId: account.userId, action, amount });
    return afterSave(call, success);
  };

  let element = null;
  if (open) {
    const { title, limit, limitLabel, success, ...form } = moneyForm(open.action, open.account);
    element = (
      <LazyFormDialog<MoneyValues>
        key={open.key}
        open
        onOpenChange={(next) => (next ? undefined : close())}
        title={`${t(title)} · ${open.account.userName}`}
        {...form}
        onSubmit={submit(open.action, open.account, success)}
      >
        <p className="text-sm text-muted-foreground" data-testid="money-limit">
          {t(limitLabel, { amount: yuan(limit) })}
        </p>
      </LazyFormDialog>
    );
  }

  const rowAction = (id: MoneyAction): ListAction<Account> => ({ id, placement: 'row', permissions: MONEY_PERMISSIONS[id], run: ([row]) => row && show(id, row) });
  return { show, element, rowActions: [rowAction('refund'), rowAction('freeze'), rowAction('thaw')] };
}
