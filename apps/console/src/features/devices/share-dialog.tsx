import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import { ShareForm } from './share-form';
import { ShareList } from './share-list';

export interface ShareDialogProps {
  imei: string;
  onClose: () => void;
}

/** Sharing one device: the share form above the list of its shares. Loaded on first open (react-hook-form). */
export default function ShareDialog({ imei, onClose }: ShareDialogProps) {
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" closeLabel={t('list.close')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('device.shareTitle', { imei })}</DialogTitle>
        </DialogHeader>
        <div className="grid min-w-0 gap-4">
          <ShareForm imei={imei} />
          <ShareList imei={imei} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
