import { Button } from '@vigil/ui';
import { QRCodeSVG } from 'qrcode.react';
import { useT } from '../../i18n/use-t';
import { useSecondsUntil } from '../../components/use-seconds-until';
import { minutesSeconds } from '../format/minutes-seconds';
import type { PaymentState } from './use-payment';
import { useYuan } from '../format/use-yuan';

export interface PaymentQrProps {
  state: Extract<PaymentState, { order: unknown }>;
  onRefresh: () => void;
}

/**
 * The order's QR code (its codeUrl) with a live countdown to its expiry. Expired — or cancelled elsewhere — it is
 * greyed out and says so ("the QR code has expired"), with a refresh that opens a new order for the same amount.
 */
export function PaymentQr({ state, onRefresh }: PaymentQrProps) {
  const t = useT();
  const yuan = useYuan();
  const seconds = useSecondsUntil(state.order.expiresAt);
  const ended = state.phase === 'expired' || state.phase === 'cancelled';
  return (
    <div className="grid justify-items-center gap-3 text-center" data-testid="payment" data-phase={state.phase}>
      <p className="text-sm">{t('member.scanToPay', { amount: yuan(state.amount) })}</p>
      <div className={ended ? 'rounded-md border bg-white p-3 opacity-20' : 'rounded-md border bg-white p-3'} data-testid="payment-qr" data-order-no={state.order.orderNo}>
        <QRCodeSVG value={state.order.codeUrl} size={200} title={t('member.qrLabel')} role="img" aria-label={t('member.qrLabel')} />
      </div>
      <p className="font-mono text-xs text-muted-foreground">
        {t('member.orderNo')}: {state.order.orderNo}
      </p>
      {ended ? (
        <>
          <p role="alert" className="font-medium text-danger" data-testid="payment-ended">
            {t(state.phase === 'expired' ? 'member.expired' : 'member.cancelledPay')}
          </p>
          <Button onClick={onRefresh} data-testid="payment-refresh">
            {t('member.refreshQr')}
          </Button>
        </>
      ) : (
        <>
          {seconds !== null && (
            <p className="text-sm tabular-nums" data-testid="payment-countdown" aria-live="off">
              {t('member.countdown', { time: minutesSeconds(seconds) })}
            </p>
          )}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('member.waiting')}
          </p>
        </>
      )}
    </div>
  );
}
