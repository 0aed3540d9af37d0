import type { HelmetMedia } from '@vigil/sdk';
import { Dialog, DialogContent, DialogHeader, DialogTitle, Spinner } from '@vigil/ui';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useBlobUrl } from '../media/use-blob-url';

export interface PreviewDialogProps {
  item: HelmetMedia;
  onClose: () => void;
}

/** An uploaded photo shown large (a lightbox), or a video in a player. */
export default function PreviewDialog({ item, onClose }: PreviewDialogProps) {
  const t = useT();
  const { url } = useBlobUrl(['helmetMedia.file', String(item.id)], () => fullClient.helmetMedia.file({ id: item.id }));
  const title = t('photo.previewTitle', { name: item.name });
  let body = <Spinner label={t('photo.loading')} />;
  if (url && item.type === 'video') body = <video controls autoPlay muted src={url} aria-label={item.name} className="max-h-[70vh] w-full bg-black" data-testid="preview-video" />;
  else if (url) body = <img src={url} alt={item.name} className="max-h-[70vh] w-full object-contain" data-testid="preview-image" />;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="wide" closeLabel={t('list.close')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
