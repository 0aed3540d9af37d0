import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { toasts } from '../../app/services';
import type { MessageKey } from '../../i18n/zh-CN';
import { useT } from '../../i18n/use-t';
import { answeredByPolicy, failureOf, operatorMessage } from './call-failure';

/**
 * What follows a write call: on code 200 a success toast in RuoYi's words (新增成功…) and the list under `queryKey`
 * refetched. A refusal is passed on (a form shows it on its field), and always gets an answer on screen: what spec
 * §8's policy does not show (404, 403, 601, any other code, or a 400/500 without a message) is toasted here, naming
 * the action that failed (发布失败) with the server's message under it.
 */
export function useAfterSave(queryKey: QueryKey) {
  const t = useT();
  const queryClient = useQueryClient();
  return async <Result extends { code: number }>(call: Promise<Result>, success: MessageKey): Promise<Result> => {
    const result = await call;
    if (result.code === 200) {
      toasts.toast({ title: t(success), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey });
      return result;
    }
    const raw = (result as { msg?: unknown }).msg;
    const message = typeof raw === 'string' ? raw : '';
    if (!answeredByPolicy(result.code, message)) {
      const shown = operatorMessage(message);
      toasts.toast({ title: t(failureOf(success)), variant: 'error', ...(shown ? { description: shown } : {}) });
    }
    return result;
  };
}
