import type { MyNotice } from '@vigil/sdk';
import { Tag } from '@vigil/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';
import { useDateTime } from '../format/use-date-time';
import type { ListColumn } from '../list/list-types';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { INBOX_KEY } from './inbox-keys';
import { NOTICE_SEARCH_FIELDS } from './inbox-search';

// The detail carries DOMPurify: it loads when a notice is first opened, not with the message centre.
const NoticeDetailDialog = lazy(() => import('./notice-detail-dialog').then((m) => ({ default: m.NoticeDetailDialog })));

/** The user's notices (notices.mine): unread rows marked; the title opens the notice, which marks it read. */
export function NoticeList() {
  const t = useT();
  const time = useDateTime();
  const [open, setOpen] = useState<MyNotice | null>(null);
  const list = useServerList<MyNotice>({
    queryKey: [...INBOX_KEY, 'notices'],
    fields: NOTICE_SEARCH_FIELDS,
    fetchPage: async ({ filters, pageNum, pageSize }) => {
      const { read, ...rest } = filters;
      const result = await unwrap(fullClient.notices.mine({ ...rest, pageNum, pageSize, ...(read === '0' || read === '1' ? { read } : {}) }));
      return { rows: result.rows, total: result.total };
    },
  });
  const columns = useMemo<ListColumn<MyNotice>[]>(
    () => [
      {
        id: 'title',
        label: 'inbox.title',
        cell: (n) => (
          <button type="button" data-testid="notice-open" data-read={n.read} onClick={() => setOpen(n)} className={`inline-flex items-center gap-2 text-left hover:underline ${n.read ? '' : 'font-semibold'}`}>
            {!n.read && <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-danger" />}
            {n.noticeTitle}
          </button>
        ),
      },
      { id: 'type', label: 'inbox.type', cell: (n) => <Tag variant={n.noticeType === '1' ? 'warning' : 'success'}>{t(n.noticeType === '1' ? 'inbox.typeNotice' : 'inbox.typeAnnouncement')}</Tag> },
      { id: 'readState', label: 'inbox.readState', cell: (n) => <Tag variant={n.read ? 'default' : 'danger'} data-testid="notice-read-state">{t(n.read ? 'inbox.read' : 'inbox.unread')}</Tag> },
      { id: 'time', label: 'inbox.time', cell: (n) => time(n.createTime) },
    ],
    [t, time],
  );
  return (
    <>
      <ListView list={list} fields={NOTICE_SEARCH_FIELDS} columns={columns} getRowId={(n) => String(n.noticeId)} rowName={(n) => n.noticeTitle} caption={t('inbox.notices')} />
      {open && (
        <Suspense fallback={null}>
          <NoticeDetailDialog notice={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
