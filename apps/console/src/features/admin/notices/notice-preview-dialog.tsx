import type { Notice } from '@vigil/sdk';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@vigil/ui';
import { useT } from '../../../i18n/use-t';
import { useDateTime } from '../../format/use-date-time';
import { SafeHtml } from '../../rich-text/safe-html';
import { NoticeStatusTag, NoticeTypeTag } from './notice-tags';

/** An announcement as its readers will see it: title, tags, creator, time and the content after DOMPurify. */
export default function NoticePreviewDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const t = useT();
  const time = useDateTime();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="wide" closeLabel={t('list.close')} data-testid="notice-preview-dialog" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{notice.noticeTitle}</DialogTitle>
        </DialogHeader>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <NoticeTypeTag value={notice.noticeType} />
          <NoticeStatusTag value={notice.status} />
          <span>{t('announce.byline', { name: String(notice.createBy ?? '—'), time: time(notice.createTime) })}</span>
        </p>
        <SafeHtml html={notice.noticeContent} empty={t('announce.noContent')} data-testid="notice-preview-content" />
      </DialogContent>
    </Dialog>
  );
}
