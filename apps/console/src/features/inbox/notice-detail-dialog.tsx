import type { MyNotice } from '@vigil/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogHeader, DialogTitle, Tag } from '@vigil/ui';
import DOMPurify from 'dompurify';
import { useEffect, useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { INBOX_KEY } from './inbox-keys';

/**
 * One notice in full. Opening an unread one marks it read (notices.read), which refetches the list and the top
 * bar's count. The content may be rich text (announcements are edited as HTML): it is shown only after DOMPurify.
 */
export function NoticeDetailDialog({ notice, onClose }: { notice: MyNotice; onClose: () => void }) {
  const t = useT();
  const time = useDateTime();
  const queryClient = useQueryClient();
  const content = useMemo(() => DOMPurify.sanitize(notice.noticeContent ?? ''), [notice.noticeContent]);
  useEffect(() => {
    if (notice.read) return;
    void fullClient.notices.read({ id: notice.noticeId }).then((result) => {
      if (result.code === 200) void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    });
  }, [notice, queryClient]);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" closeLabel={t('list.close')} data-testid="notice-detail" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{notice.noticeTitle}</DialogTitle>
        </DialogHeader>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Tag variant={notice.noticeType === '1' ? 'warning' : 'success'}>{t(notice.noticeType === '1' ? 'inbox.typeNotice' : 'inbox.typeAnnouncement')}</Tag>
          {time(notice.createTime)}
        </p>
        {content ? (
          // Sanitized above; rich text keeps its paragraphs, lists and links.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify output
          <div className="prose max-w-none text-sm [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5" dangerouslySetInnerHTML={{ __html: content }} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('inbox.noContent')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
