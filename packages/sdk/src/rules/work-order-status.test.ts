import { describe, expect, it } from 'vitest';
import { isSdkError } from '../client/errors';
import { WorkOrderTransitionError, isWorkOrderTransitionError, nextWorkOrderStatus, workOrderActions } from './work-order-status';

describe('nextWorkOrderStatus', () => {
  it('follows the spec §4 paths', () => {
    expect(nextWorkOrderStatus('pending', 'receive')).toBe('processing');
    expect(nextWorkOrderStatus('processing', { type: 'complete', result: '已更换阀门' })).toBe('completed');
    expect(nextWorkOrderStatus('pending', { type: 'refuse', reason: '误报' })).toBe('rejected');
  });

  it.each([
    ['pending', 'complete'],
    ['processing', 'receive'],
    ['processing', 'refuse'],
    ['completed', 'receive'],
    ['completed', 'refuse'],
    ['rejected', 'receive'],
    ['rejected', 'complete'],
  ] as const)('%s + %s is illegal and throws a typed error', (status, type) => {
    const action = type === 'complete' ? { type, result: 'x' } : type === 'refuse' ? { type, reason: 'x' } : { type };
    const error = (() => {
      try {
        nextWorkOrderStatus(status, action);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(WorkOrderTransitionError);
    expect(isWorkOrderTransitionError(error) && isSdkError(error)).toBe(true);
    expect(error).toMatchObject({ status, action: type, reason: 'illegal' });
  });

  it('complete needs a non-blank result, refuse a non-blank reason', () => {
    expect(() => nextWorkOrderStatus('processing', { type: 'complete', result: '  ' })).toThrow(
      expect.objectContaining({ reason: 'missingResult' }),
    );
    expect(() => nextWorkOrderStatus('processing', 'complete')).toThrow(expect.objectContaining({ reason: 'missingResult' }));
    expect(() => nextWorkOrderStatus('pending', { type: 'refuse', reason: '' })).toThrow(expect.objectContaining({ reason: 'missingReason' }));
  });

  it('an unknown status or action is illegal, not a crash', () => {
    expect(() => nextWorkOrderStatus('archived' as never, 'receive')).toThrow(WorkOrderTransitionError);
    expect(() => nextWorkOrderStatus('pending', 'approve' as never)).toThrow(WorkOrderTransitionError);
  });

  it('lists the actions each status allows', () => {
    expect(workOrderActions('pending')).toEqual(['receive', 'refuse']);
    expect(workOrderActions('processing')).toEqual(['complete']);
    expect(workOrderActions('completed')).toEqual([]);
  });
});
