import { Button } from '@vigil/ui';
import { RefreshCw } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { readFailureReason } from './call-failure';

export interface QueryErrorProps {
  error: Error;
  onRetry: () => void;
  /** What could not be loaded (a list's caption, 用户列表); 数据 when not given. */
  what?: string;
}

/**
 * A failed query's error state: what could not be loaded and why, in the UI's language (an expired session, a
 * network failure, or the server's message when an operator can read it; never a class name), and 重试 Retry.
 */
export function QueryError({ error, onRetry, what }: QueryErrorProps) {
  const t = useT();
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-md border p-8 text-center text-sm">
      <p>{t('list.loadFailed', { what: what ?? t('list.data'), reason: readFailureReason(error, t) })}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('list.retry')}
      </Button>
    </div>
  );
}
