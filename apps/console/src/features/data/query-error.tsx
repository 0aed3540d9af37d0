import { Button } from '@vigil/ui';
import { RefreshCw } from 'lucide-react';
import { useT } from '../../i18n/use-t';

export interface QueryErrorProps {
  error: Error;
  onRetry: () => void;
}

/** A failed query's error state: the server's message (or the generic one) and 重试 Retry. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const t = useT();
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-md border p-8 text-center text-sm">
      <p>{t('list.error', { message: error.message || t('common.requestFailed') })}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('list.retry')}
      </Button>
    </div>
  );
}
