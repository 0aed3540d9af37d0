import { Button } from '@vigil/ui';
import { RefreshCw } from 'lucide-react';
import { errorMessage } from '../../components/form-error';
import { useT } from '../../i18n/use-t';
import { isResponseValidationError } from '@vigil/sdk/client';

export interface QueryErrorProps {
  error: Error;
  onRetry: () => void;
}

/**
 * A failed query's error state: the server's message (or the generic one) and 重试 Retry. An answer that could not be
 * read at all says so in the UI's language, never with the schema's own message.
 */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const t = useT();
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-md border p-8 text-center text-sm">
      <p>{t('list.error', { message: isResponseValidationError(error) ? t('list.unreadable') : errorMessage(error, t('common.requestFailed')) })}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('list.retry')}
      </Button>
    </div>
  );
}
