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

  it('passes a refusal on without a success toast or a refetch (the sdk toasts a 400/500 with its message)', async () => {
    const { afterSave, invalidate } = setup();
    const refusal = { code: 400, msg: 'Device serial number format incorrect', field: 'sn' };
    await expect(afterSave(Promise.resolve(refusal), 'list.added')).resolves.toBe(refusal);
    expect(toasts.getSnapshot()).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("answers every other refusal on screen: the action that failed, and the server's message under it", async () => {
    const { afterSave, invalidate } = setup();
    const refusal = { code: 404, msg: '公告不存在' };
    await expect(afterSave(Promise.resolve(refusal), 'announce.published')).resolves.toBe(refusal);
    expect(toasts.getSnapshot().map((t) => [t.title, t.description, t.variant])).toEqual([['发布失败', '公告不存在', 'error']]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('a refusal without a message (601, or a 500 the sdk did not toast) still names the action', async () => {
    const { afterSave } = setup();
    await afterSave(Promise.resolve({ code: 601, msg: '' }), 'list.deleted');
    await afterSave(Promise.resolve({ code: 500 }), 'list.edited');
    expect(toasts.getSnapshot().map((t) => [t.title, t.description])).toEqual([
      ['删除失败', undefined],
      ['修改失败', undefined],
    ]);
  });
});
