/**
 * The recharge order's state machine (spec §4), as pure functions: created (`pending`) → `completed` | `cancelled`
 * | `expired`. Only a pending order completes, so an order is credited at most once however often it is completed.
 */

export type OrderStatus = 'pending' | 'completed' | 'cancelled' | 'expired';

export interface OrderClock {
  status?: unknown;
  expiresAt?: unknown;
}

/** What an event does to an order: a new status (and whether the account is credited), nothing, or a refusal. */
export type Transition =
  | { kind: 'changed'; status: OrderStatus; credit: boolean }
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: 'notPayable' | 'orderDone' };

/** The order's status at `now`: a pending order is expired from its `expiresAt` on (the QR code lives [created, expiresAt)). */
export function statusAt(order: OrderClock, now: number): string {
  const status = String(order.status);
  if (status === 'pending' && order.expiresAt !== undefined && now >= Number(order.expiresAt)) return 'expired';
  return status;
}

/** The provider reports the order paid: pending → completed with the credit; completed again → nothing; else refused. */
export function complete(status: string): Transition {
  if (status === 'pending') return { kind: 'changed', status: 'completed', credit: true };
  if (status === 'completed') return { kind: 'unchanged' };
  return { kind: 'refused', reason: 'notPayable' };
}

/** The payer or the provider closes the order: pending → cancelled; cancelled or expired stay; a paid order is refused. */
export function close(status: string): Transition {
  if (status === 'pending') return { kind: 'changed', status: 'cancelled', credit: false };
  if (status === 'cancelled' || status === 'expired') return { kind: 'unchanged' };
  return { kind: 'refused', reason: 'orderDone' };
}

/** The `result` of an order's recharge transaction, which follows the order. */
export const TRANSACTION_RESULT: Readonly<Record<OrderStatus, string>> = Object.freeze({ pending: 'pending', completed: 'success', cancelled: 'cancelled', expired: 'expired' });
