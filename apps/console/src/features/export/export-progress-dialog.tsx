import { formatBytes, formatDuration } from '@vigil/sdk';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, ProgressBar } from '@vigil/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { settings } from '../../app/services';
import { useT } from '../../i18n/use-t';
import type { ExportProgress } from './export-types';

/** Seconds since `startedAt`, ticking once a second while mounted. */
function useElapsedSeconds(startedAt: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

export interface ExportProgressDialogProps {
  progress: ExportProgress;
  onCancel: () => void;
}

/** An export under way: bytes received (of the total when known), time elapsed, and 取消 to stop it. */
export function ExportProgressDialog({ progress, onCancel }: ExportProgressDialogProps) {
  const t = useT();
  const { language } = useSnapshot(settings.state);
  const elapsed = useElapsedSeconds(progress.startedAt);
  const { receivedBytes, totalBytes } = progress;
  const received = totalBytes === undefined ? formatBytes(receivedBytes) : t('export.receivedOf', { received: formatBytes(receivedBytes), total: formatBytes(totalBytes) });
  return (
    // Closing it any way (Escape, ×, 取消) cancels the export: nothing runs on unseen.
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent size="sm" data-testid="export-progress" closeLabel={t('list.close')}>
        <DialogHeader>
          <DialogTitle>{t('export.title')}</DialogTitle>
          <DialogDescription>{t('export.hint')}</DialogDescription>
        </DialogHeader>
        <ProgressBar label={t('export.title')} value={totalBytes === undefined ? null : receivedBytes} max={totalBytes ?? 100} />
        <p className="text-sm tabular-nums" aria-live="polite" data-testid="export-status">
          {t('export.status', { received, elapsed: formatDuration(elapsed, language) })}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} data-testid="export-cancel">
            {t('list.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
