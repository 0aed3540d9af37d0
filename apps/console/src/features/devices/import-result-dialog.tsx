import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@vigil/ui';
import { Download } from 'lucide-react';
import { useT } from '../../i18n/use-t';

export interface ImportOutcome {
  success: number;
  failed: number;
  /** Saves the failure file (built from the refused rows, or fetched when the server names one). */
  download: () => void | Promise<void>;
}

/** A partial import: spec §8's "partial device import failed, download the file for the reason", the counts and the file. */
export function ImportResultDialog({ outcome, onClose }: { outcome: ImportOutcome | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="sm" closeLabel={t('list.close')} data-testid="import-result">
        <DialogHeader>
          <DialogTitle>{t('device.importResult')}</DialogTitle>
          <DialogDescription role="alert" className="text-danger">
            {t('spec.importPartialFailed')}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">{t('device.importCounts', { success: outcome?.success ?? 0, failed: outcome?.failed ?? 0 })}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('list.close')}
          </Button>
          <Button onClick={() => void outcome?.download()}>
            <Download aria-hidden="true" className="size-4" />
            {t('device.downloadFailures')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
