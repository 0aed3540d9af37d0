import type { MyNotice } from '@vigil/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogHeader, DialogTitle, Tag } from '@vigil/ui';
import { useEffect } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { SafeHtml } from '../rich-text/safe-html';
import { INBOX_KEY } from './inbox-keys';

/**
 * One notice in full. Opening an unread one marks it read (notices.read), which refetches the list and the top
 * bar's count. The content may be rich text (announcements are edited as HTML): it is shown only after DOMPurify.
 */
export function NoticeDetailDialog({ notice, onClose }: { notice: MyNotice; onClose: () => void }) {
  const t = useT();
  const time = useDateTime();
  const queryClient = useQueryClient();
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
        <SafeHtml html={notice.noticeContent} empty={t('inbox.noContent')} />
      </DialogContent>
    </Dialog>
  );
}
