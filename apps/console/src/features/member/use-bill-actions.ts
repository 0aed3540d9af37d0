import type { Transaction } from '@vigil/sdk';
import { isSuccess } from '@vigil/sdk/client';
import { useQueryClient } from '@tanstack/react-query';
import { fullClient } from '../../app/full-client';
import { toasts } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import type { ListAction } from '../list/list-types';
import { MEMBER_KEY } from './member-keys';
import { BILL_STATUSES } from './transaction-words';

const pendingRecharge = (row: Transaction) => row.type === 'recharge' && row.result === 'pending';

/**
 * The bills' row actions on a pending recharge: 确认支付 asks the provider for the order's state
 * (payments.confirmPay) and says what it answered; 关闭订单 closes it (payments.closePay) after 系统提示.
 * Both are session calls on the member's own orders (every signed-in user's). Either refetches the account and
 * every records list.
 */
export function useBillActions(): ListAction<Transaction>[] {
  const t = useT();
  const queryClient = useQueryClient();
  const afterSave = useAfterSave(MEMBER_KEY);
  return [
    {
      id: 'confirmPay',
      placement: 'row',
      available: pendingRecharge,
      permissions: 'session',
      run: async ([row]) => {
        if (!row) return;
        const result = await fullClient.payments.confirmPay({ orderNo: row.number });
        if (!isSuccess(result)) return;
        const status = BILL_STATUSES[result.data.status];
        toasts.toast({ title: t('member.orderState', { orderNo: row.number, status: status ? t(status) : result.data.status }), variant: result.data.status === 'completed' ? 'success' : 'info' });
        await queryClient.invalidateQueries({ queryKey: MEMBER_KEY });
      },
    },
    {
      id: 'closePay',
      placement: 'row',
      destructive: true,
      confirm: { one: 'member.confirmClose', many: 'member.confirmCloseMany' },
      available: pendingRecharge,
      permissions: 'session',
      run: async ([row]) => {
        if (row) await afterSave(fullClient.payments.closePay({ orderNo: row.number }), 'member.closed');
      },
    },
  ];
}
