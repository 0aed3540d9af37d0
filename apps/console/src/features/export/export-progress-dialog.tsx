import { formatBytes, formatDuration } from '@vigil/sdk';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, ProgressBar } from '@vigil/ui';
import { useSnapshot } from 'valtio';
import { settings } from '../../app/services';
import { useElapsedSeconds } from '../../components/use-elapsed-seconds';
import { useT } from '../../i18n/use-t';
import { EXPORT_TEXTS, type ExportProgress, type TransferTexts } from './export-types';

/** Seconds since `startedAt`, ticking once a second while mounted. */
export interface ExportProgressDialogProps {
  progress: ExportProgress;
  onCancel: () => void;
  /** Default: the export's words; a download or an upload passes its own. */
  texts?: TransferTexts;
  /** Default `export-progress` (its status `export-status`, its cancel `export-cancel`). */
  testId?: string;
}

/**
 * An export (or another transfer: a download, an upload) under way: bytes moved (of the total when known), time
 * elapsed, and 取消 to stop it.
 */
export function ExportProgressDialog({ progress, onCancel, texts = EXPORT_TEXTS, testId = 'export-progress' }: ExportProgressDialogProps) {
  const part = testId.replace(/-progress$/, '');
  const t = useT();
  const { language } = useSnapshot(settings.state);
  const elapsed = useElapsedSeconds(progress.startedAt);
  const { receivedBytes, totalBytes } = progress;
  const received = totalBytes === undefined ? formatBytes(receivedBytes) : t('export.receivedOf', { received: formatBytes(receivedBytes), total: formatBytes(totalBytes) });
  return (
    // Closing it any way (Escape, ×, 取消) cancels the export: nothing runs on unseen.
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent size="sm" data-testid={testId} closeLabel={t('list.close')}>
        <DialogHeader>
          <DialogTitle>{t(texts.title)}</DialogTitle>
          <DialogDescription>{t(texts.hint)}</DialogDescription>
        </DialogHeader>
        <ProgressBar label={t(texts.title)} value={totalBytes === undefined ? null : receivedBytes} max={totalBytes ?? 100} />
        <p className="text-sm tabular-nums" aria-live="polite" data-testid={`${part}-status`}>
          {t(texts.status, { received, elapsed: formatDuration(elapsed, language) })}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} data-testid={`${part}-cancel`}>
            {t('list.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
