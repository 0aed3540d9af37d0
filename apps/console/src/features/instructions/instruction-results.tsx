import { Panel, Tag } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import type { SendResult } from './use-send-instruction';

/**
 * One line per device of the last issuance: its IMEI and 指令下发成功 or 指令下发失败 with the server's reason. A live
 * region, present before the first issuance, so screen readers announce the outcomes.
 */
export function InstructionResults({ results }: { results: readonly SendResult[] }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      {results.length > 0 && (
        <Panel tone="plain" gap="sm" title={t('instruction.results')}>
          <ul data-testid="instruction-results" className="grid gap-1 text-sm">
            {results.map((result) => (
              <li key={result.imei} data-imei={result.imei} data-outcome={result.ok ? 'succeeded' : 'failed'} className="flex flex-wrap items-center gap-2">
                <span className="font-mono">{result.imei}</span>
                <Tag variant={result.ok ? 'success' : 'danger'}>{t(result.ok ? 'spec.instructionSucceeded' : 'spec.instructionFailed')}</Tag>
                {!result.ok && result.message && <span className="text-muted-foreground">{result.message}</span>}
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  );
}
