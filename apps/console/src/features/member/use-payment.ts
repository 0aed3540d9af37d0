import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the page asks for a pending payment's state (payments.confirmPay). */
export const PAYMENT_POLL_MS = 2000;

export interface PaymentOrder {
  orderNo: string;
  codeUrl: string;
  /** Epoch ms after which the QR code no longer pays. */
  expiresAt?: number | undefined;
}

/** The three calls a payment needs; `pay` answers null when refused, `confirm` the order's status (null: ask again). */
export interface PaymentCalls {
  pay: (amount: number) => Promise<PaymentOrder | null>;
  confirm: (orderNo: string) => Promise<string | null>;
  /** `leaving`: the page is going away (closed, reloaded, navigated off), so the request must outlive it. */
  close: (orderNo: string, leaving?: boolean) => Promise<void>;
}

export type PaymentState =
  | { phase: 'idle' }
  | { phase: 'starting'; amount: number }
  | { phase: 'pending' | 'completed' | 'cancelled' | 'expired'; amount: number; order: PaymentOrder };

const ENDED = new Set(['completed', 'cancelled', 'expired']);
const quietly = (call: Promise<void>) => void call.catch(() => undefined);

/**
 * One recharge at a time: `start(amount)` opens an order (payments.wechatPay) and, while it is pending, asks for its
 * state every `pollMs` (and once more the moment its QR code expires) until it is completed, cancelled or expired.
 * `refresh()` opens a new order for the same amount; `close()` — and unmounting, and the page going away (`pagehide`,
 * with a request that outlives it) — closes a pending order (its errors are swallowed: the user has gone).
 */
export function usePayment(calls: PaymentCalls, { pollMs = PAYMENT_POLL_MS, onCompleted }: { pollMs?: number; onCompleted?: (order: PaymentOrder) => void } = {}) {
  const [state, setState] = useState<PaymentState>({ phase: 'idle' });
  const latest = useRef({ calls, onCompleted });
  latest.current = { calls, onCompleted };
  const pendingOrder = useRef<string | null>(null);
  const shown = useRef<PaymentOrder | null>(null);
  const mounted = useRef(true);
  const attempt = useRef(0);

  const start = useCallback(async (amount: number): Promise<boolean> => {
    const own = ++attempt.current;
    setState({ phase: 'starting', amount });
    const order = await latest.current.calls.pay(amount);
    if (!mounted.current || own !== attempt.current) {
      // Closed or replaced while the order was being opened: it is not wanted any more.
      if (order) quietly(latest.current.calls.close(order.orderNo));
      return false;
    }
    if (!order) {
      setState({ phase: 'idle' });
      return false;
    }
    pendingOrder.current = order.orderNo;
    shown.current = order;
    setState({ phase: 'pending', amount, order });
    return true;
  }, []);

  /** Closes a pending order (settles once the server has answered, never rejects). */
  const close = useCallback((): Promise<void> => {
    attempt.current += 1;
    const orderNo = pendingOrder.current;
    pendingOrder.current = null;
    setState({ phase: 'idle' });
    return orderNo ? latest.current.calls.close(orderNo).catch(() => undefined) : Promise.resolve();
  }, []);

  const orderNo = state.phase === 'pending' ? state.order.orderNo : undefined;
  const expiresAt = state.phase === 'pending' ? state.order.expiresAt : undefined;
  useEffect(() => {
    if (!orderNo) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const untilExpiry = expiresAt === undefined ? Number.POSITIVE_INFINITY : expiresAt - Date.now();
      timer = setTimeout(() => void ask(), untilExpiry > 0 ? Math.min(pollMs, untilExpiry + 50) : pollMs);
    };
    const ask = async () => {
      const status = await latest.current.calls.confirm(orderNo).catch(() => null);
      if (stopped) return;
      if (status === null || !ENDED.has(status)) return schedule();
      if (pendingOrder.current === orderNo) pendingOrder.current = null;
      const phase = status as 'completed' | 'cancelled' | 'expired';
      setState((current) => (current.phase === 'pending' && current.order.orderNo === orderNo ? { ...current, phase } : current));
      if (phase === 'completed' && shown.current?.orderNo === orderNo) latest.current.onCompleted?.(shown.current);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderNo, expiresAt, pollMs]);

  useEffect(() => {
    mounted.current = true;
    // The tab closed, reloaded or navigated off the console: unmounting never runs, so close the order as it goes.
    const leave = () => {
      const orderNo = pendingOrder.current;
      pendingOrder.current = null;
      if (orderNo) quietly(latest.current.calls.close(orderNo, true));
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      mounted.current = false;
      const orderNo = pendingOrder.current;
      pendingOrder.current = null;
      if (orderNo) quietly(latest.current.calls.close(orderNo));
    };
  }, []);

  const refresh = useCallback(() => (state.phase === 'idle' ? Promise.resolve(false) : start(state.amount)), [state, start]);
  return { state, start, refresh, close };
}
