import { describe, expect, it } from 'vitest';
import { rechargeAmountSchema } from './billing';
import { isYuanAmount } from './fields';

describe('an amount in yuan (issue 27: 1e-9 yuan became a 0-yuan order)', () => {
  it('is whole cents of at least 0.01', () => {
    expect([0.01, 0.1, 1, 99.99].map(isYuanAmount)).toEqual([true, true, true, true]);
    expect([1e-9, 0.001, 0.004, 0, -0.01, 0.015].map(isYuanAmount)).toEqual([false, false, false, false, false, false]);
  });
  it('a recharge below a cent is refused', () => {
    expect(rechargeAmountSchema.safeParse(1e-9).success).toBe(false);
    expect(rechargeAmountSchema.safeParse(0.01).success).toBe(true);
  });
});
