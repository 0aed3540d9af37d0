import type { Notice } from '@vigil/sdk';
import type { ListColumn } from '../../list/list-types';
import { NoticeStatusTag, NoticeTypeTag } from './notice-tags';
import { textOrDash as text } from '../../list/cell-text';

/** RuoYi's announcement columns: number, title (opens the preview), type, status, creator and creation time. */
export function noticeColumns(time: (value: unknown) => string, preview: (notice: Notice) => void): ListColumn<Notice>[] {
  return [
    { id: 'noticeId', label: 'announce.id', cell: (n) => String(n.noticeId) },
    {
      id: 'noticeTitle',
      label: 'announce.title',
      cell: (n) => (
        <button type="button" data-testid="notice-preview" onClick={() => preview(n)} className="text-left text-primary hover:underline">
          {n.noticeTitle}
        </button>
      ),
    },
    { id: 'noticeType', label: 'announce.type', cell: (n) => <NoticeTypeTag value={n.noticeType} /> },
    { id: 'status', label: 'announce.status', cell: (n) => <NoticeStatusTag value={n.status} /> },
    { id: 'createBy', label: 'announce.creator', cell: (n) => text(n.createBy) },
    { id: 'createTime', label: 'announce.createTime', cell: (n) => time(n.createTime) },
  ];
}
