import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../app/services';
import { createQueryClient } from './query-client';
import { useAfterSave } from './use-after-save';

function setup() {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useAfterSave(['sensors.list', 'house']), { wrapper });
  return { afterSave: result.current, invalidate };
}

afterEach(() => {
  cleanup();
  toasts.dismiss();
});

describe('useAfterSave', () => {
  it("toasts RuoYi's success words and refetches the list after a save", async () => {
    const { afterSave, invalidate } = setup();
    await expect(afterSave(Promise.resolve({ code: 200, msg: '操作成功' }), 'list.unbound')).resolves.toEqual({ code: 200, msg: '操作成功' });
    expect(toasts.getSnapshot().map((t) => [t.title, t.variant])).toEqual([['解绑成功', 'success']]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['sensors.list', 'house'] });
  });

  it('passes a refusal on without a success toast or a refetch', async () => {
    const { afterSave, invalidate } = setup();
    const refusal = { code: 400, msg: 'Device serial number format incorrect', field: 'sn' };
    await expect(afterSave(Promise.resolve(refusal), 'list.added')).resolves.toBe(refusal);
    expect(toasts.getSnapshot()).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
