import { useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@vigil/ui';
import { useEffect } from 'react';
import { toasts } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { BILLS_KEY, MEMBER_KEY } from './member-keys';
import { paymentCalls } from './payment-calls';
import { PaymentQr } from './payment-qr';
import { RechargeAmountForm } from './recharge-amount-form';
import { usePayment } from './use-payment';

/**
 * 账户充值: choose an amount → payments.wechatPay → QR code with a countdown, followed until it is paid (success
 * toast, dialog closed, balance and records refetched at once), cancelled or expired (refresh opens a new order).
 * Closing the dialog, or leaving the page (unmounting it), closes a pending order. Render it only while open.
 */
export function RechargeDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const payment = usePayment(paymentCalls, {
    onCompleted: () => {
      toasts.toast({ title: t('member.paid'), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: MEMBER_KEY });
      onClose();
    },
  });
  const { state } = payment;
  // A new order, and one that expired or was cancelled, changes its row in the records.
  useEffect(() => {
    if (state.phase !== 'idle' && state.phase !== 'starting') void queryClient.invalidateQueries({ queryKey: BILLS_KEY });
  }, [state.phase, queryClient]);
  const close = () => {
    void payment.close().then(() => queryClient.invalidateQueries({ queryKey: BILLS_KEY }));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent size="md" closeLabel={t('list.close')} aria-describedby={undefined} data-testid="recharge-dialog">
        <DialogHeader>
          <DialogTitle>{t('member.rechargeTitle')}</DialogTitle>
        </DialogHeader>
        {'order' in state ? (
          <PaymentQr state={state} onRefresh={() => void payment.refresh()} />
        ) : (
          <RechargeAmountForm onPay={payment.start} busy={state.phase === 'starting'} />
        )}
      </DialogContent>
    </Dialog>
  );
}
