import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PaymentCalls, type PaymentOrder, usePayment } from './use-payment';

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0);
const TTL = 10_000;

function fakeProvider() {
  const statuses = new Map<string, string>();
  let serial = 0;
  const calls = {
    pay: vi.fn(async (_amount: number): Promise<PaymentOrder | null> => {
      serial += 1;
      const orderNo = `VB${serial}`;
      statuses.set(orderNo, 'pending');
      return { orderNo, codeUrl: `weixin://pay/${orderNo}`, expiresAt: Date.now() + TTL };
    }),
    confirm: vi.fn(async (orderNo: string) => {
      const status = statuses.get(orderNo) ?? null;
      return status;
    }),
    close: vi.fn(async (orderNo: string) => {
      if (statuses.get(orderNo) === 'pending') statuses.set(orderNo, 'cancelled');
    }),
  } satisfies PaymentCalls;
  return { calls, statuses };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePayment', () => {
  it('asks for the state every 2 s and reports completion once', async () => {
    const { calls, statuses } = fakeProvider();
    const onCompleted = vi.fn();
    const { result } = renderHook(() => usePayment(calls, { onCompleted }));
    await act(() => result.current.start(50));
    expect(result.current.state).toMatchObject({ phase: 'pending', amount: 50, order: { orderNo: 'VB1' } });

    await advance(1999);
    expect(calls.confirm).not.toHaveBeenCalled();
    await advance(1);
    expect(calls.confirm).toHaveBeenCalledTimes(1);
    await advance(2000);
    expect(calls.confirm).toHaveBeenCalledTimes(2);

    statuses.set('VB1', 'completed');
    await advance(2000);
    expect(result.current.state.phase).toBe('completed');
    expect(onCompleted).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(calls.confirm).toHaveBeenCalledTimes(3);
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('asks once more the moment the QR code expires, and refresh opens a new order for the same amount', async () => {
    const { calls, statuses } = fakeProvider();
    const { result } = renderHook(() => usePayment(calls));
    await act(() => result.current.start(10));
    // Pending until the deadline (polls at 2, 4, 6, 8 s), expired from then on (as the mock answers).
    await advance(TTL - 1);
    expect(calls.confirm).toHaveBeenCalledTimes(4);
    expect(result.current.state.phase).toBe('pending');
    statuses.set('VB1', 'expired');
    await advance(51);
    expect(calls.confirm).toHaveBeenCalledTimes(5);
    expect(result.current.state.phase).toBe('expired');

    await act(() => result.current.refresh());
    expect(calls.pay).toHaveBeenLastCalledWith(10);
    expect(result.current.state).toMatchObject({ phase: 'pending', order: { orderNo: 'VB2' } });
  });

  it('keeps asking after a failed poll', async () => {
    const { calls, statuses } = fakeProvider();
    calls.confirm.mockRejectedValueOnce(new Error('network'));
    const { result } = renderHook(() => usePayment(calls));
    await act(() => result.current.start(10));
    await advance(2000);
    statuses.set('VB1', 'completed');
    await advance(2000);
    expect(result.current.state.phase).toBe('completed');
  });

  it('closes a pending order when closed or unmounted, and never a finished one', async () => {
    const { calls, statuses } = fakeProvider();
    const first = renderHook(() => usePayment(calls));
    await act(() => first.result.current.start(10));
    await act(() => first.result.current.close());
    expect(calls.close).toHaveBeenCalledWith('VB1');
    expect(first.result.current.state.phase).toBe('idle');
    await advance(4000);
    expect(calls.confirm).not.toHaveBeenCalled();

    await act(() => first.result.current.start(20));
    calls.close.mockRejectedValueOnce(new Error('refused'));
    first.unmount();
    expect(calls.close).toHaveBeenLastCalledWith('VB2');

    const second = renderHook(() => usePayment(calls));
    await act(() => second.result.current.start(30));
    statuses.set('VB3', 'completed');
    await advance(2000);
    second.unmount();
    expect(calls.close).toHaveBeenCalledTimes(2);
  });

  it('closes a pending order with a request that outlives the page when the page goes away, once', async () => {
    const { calls } = fakeProvider();
    const { result, unmount } = renderHook(() => usePayment(calls));
    await act(() => result.current.start(10));
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.close).toHaveBeenCalledExactlyOnceWith('VB1', true);
    // Gone already: neither a second pagehide nor the unmount that may follow closes it again.
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(calls.close).toHaveBeenCalledTimes(1);
  });

  it('a refused order leaves the form as it was', async () => {
    const { calls } = fakeProvider();
    calls.pay.mockResolvedValueOnce(null);
    const { result } = renderHook(() => usePayment(calls));
    let opened = true;
    await act(async () => {
      opened = await result.current.start(10);
    });
    expect(opened).toBe(false);
    expect(result.current.state.phase).toBe('idle');
  });
});
