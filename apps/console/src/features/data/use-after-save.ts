import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { toasts } from '../../app/services';
import type { MessageKey } from '../../i18n/zh-CN';
import { useT } from '../../i18n/use-t';

/**
 * What follows a write call: on code 200 a success toast in RuoYi's words (新增成功…) and the list under `queryKey`
 * refetched. A refusal is passed on untouched (the sdk has toasted it; a form shows it on its field).
 */
export function useAfterSave(queryKey: QueryKey) {
  const t = useT();
  const queryClient = useQueryClient();
  return async <Result extends { code: number }>(call: Promise<Result>, success: MessageKey): Promise<Result> => {
    const result = await call;
    if (result.code === 200) {
      toasts.toast({ title: t(success), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey });
    }
    return result;
  };
}
