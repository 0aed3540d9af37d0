import { describe, expect, it } from 'vitest';
import { close, complete, statusAt } from './order-state';

describe('the recharge order state machine', () => {
  it('a pending order is expired from its expiresAt on, and only a pending one', () => {
    expect(statusAt({ status: 'pending', expiresAt: 1000 }, 999)).toBe('pending');
    expect(statusAt({ status: 'pending', expiresAt: 1000 }, 1000)).toBe('expired');
    expect(statusAt({ status: 'completed', expiresAt: 1000 }, 5000)).toBe('completed');
    expect(statusAt({ status: 'cancelled', expiresAt: 1000 }, 5000)).toBe('cancelled');
  });

  it('only a pending order completes, with the credit; a completed one completes again without it', () => {
    expect(complete('pending')).toEqual({ kind: 'changed', status: 'completed', credit: true });
    expect(complete('completed')).toEqual({ kind: 'unchanged' });
    for (const status of ['cancelled', 'expired', 'refunded']) expect(complete(status), status).toEqual({ kind: 'refused', reason: 'notPayable' });
  });

  it('closing cancels a pending order, leaves a cancelled or expired one, and refuses a paid one', () => {
    expect(close('pending')).toEqual({ kind: 'changed', status: 'cancelled', credit: false });
    expect(close('cancelled')).toEqual({ kind: 'unchanged' });
    expect(close('expired')).toEqual({ kind: 'unchanged' });
    expect(close('completed')).toEqual({ kind: 'refused', reason: 'orderDone' });
  });
});
