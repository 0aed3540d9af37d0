import type { Notice } from '@vigil/sdk';
import { lazy, Suspense, useMemo, useState } from 'react';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../i18n/use-t';
import { useDateTime } from '../../format/use-date-time';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { ListView } from '../../list/list-view';
import { pageOf } from '../../list/page-of';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { NOTICES_KEY, useNoticeActions } from './notice-actions';
import { noticeColumns } from './notice-columns';
import { NOTICE_SEARCH_FIELDS } from './notice-search';

// The preview carries DOMPurify: it loads when an announcement is first opened, not with the list.
const NoticePreviewDialog = lazy(() => import('./notice-preview-dialog'));

/**
 * /advise/advise, RuoYi's announcements: searched by title, operator and type; added and edited in a wide dialog
 * with a rich-text editor (Tiptap, loaded with the dialog); deleted one by one or in a batch; published to every
 * user's message centre after confirmation. The title opens a sanitized preview.
 */
export default function NoticesPage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const [previewed, setPreviewed] = useState<Notice | null>(null);
  const columns = useMemo(() => noticeColumns(time, setPreviewed), [time]);
  const list = useServerList<Notice>({
    queryKey: [...NOTICES_KEY],
    fields: NOTICE_SEARCH_FIELDS,
    fetchPage: pageOf(fullClient.notices.list),
  });
  const { actions, dialog } = useNoticeActions();
  return (
    <AdminPage route={route} kind="adminAnnouncements">
      <ListView
        list={list}
        fields={NOTICE_SEARCH_FIELDS}
        columns={columns}
        actions={actions}
        getRowId={(n) => String(n.noticeId)}
        rowName={(n) => n.noticeTitle}
        caption={t('announce.table')}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {previewed && (
        <Suspense fallback={null}>
          <NoticePreviewDialog notice={previewed} onClose={() => setPreviewed(null)} />
        </Suspense>
      )}
    </AdminPage>
  );
}
