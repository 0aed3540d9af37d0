import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { checkWorkOrderTransition, type WorkOrderStatus } from './work-order-flow';

const ALL: WorkOrderStatus[] = ['pending', 'processing', 'completed', 'rejected'];
const LEGAL = new Set(['pending>processing', 'pending>rejected', 'processing>completed']);

describe('checkWorkOrderTransition', () => {
  for (const from of ALL) {
    for (const to of ALL) {
      const legal = LEGAL.has(`${from}>${to}`);
      it(`${from} → ${to} is ${legal ? 'allowed' : 'refused with code 500'}`, () => {
        const attempt = () => checkWorkOrderTransition(from, to, { result: 'done', reason: 'dup' });
        if (legal) expect(attempt).not.toThrow();
        else expect(attempt).toThrow(expect.objectContaining({ code: 500, message: expect.stringContaining(`${from} to ${to}`) }));
      });
    }
  }

  it('completing needs a result and rejecting a reason (code 400)', () => {
    const missing = (to: WorkOrderStatus, from: WorkOrderStatus) => {
      try {
        checkWorkOrderTransition(from, to, { result: ' ', reason: '' });
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(missing('completed', 'processing')).toEqual(expect.objectContaining({ code: 400, message: expect.stringMatching(/result/) }));
    expect(missing('rejected', 'pending')).toBeInstanceOf(ApiError);
    expect(missing('rejected', 'pending')).toEqual(expect.objectContaining({ code: 400, message: expect.stringMatching(/reason/) }));
  });
});
