import type { Notice } from '@vigil/sdk';
import { Tag, type TagVariant } from '@vigil/ui';
import { useT } from '../../../i18n/use-t';
import type { MessageKey } from '../../../i18n/zh-CN';

/** sys_notice_type: 1 notice, 2 announcement. */
export const NOTICE_TYPES = { 1: 'announce.typeNotice', 2: 'announce.typeAnnouncement' } as const satisfies Record<Notice['noticeType'], MessageKey>;
/** sys_notice_status: 0 normal, 1 closed. */
export const NOTICE_STATUSES = { 0: 'announce.statusNormal', 1: 'announce.statusClosed' } as const satisfies Record<Notice['status'], MessageKey>;

// The seed dictionaries' echo styles (RuoYi: sys_notice_type 1 warning, 2 success; sys_notice_status 0 primary, 1 danger).
const TYPE_STYLES: Record<Notice['noticeType'], TagVariant> = { 1: 'warning', 2: 'success' };
const STATUS_STYLES: Record<Notice['status'], TagVariant> = { 0: 'primary', 1: 'danger' };

/** An announcement's type as its dictionary tag. */
export function NoticeTypeTag({ value }: { value: Notice['noticeType'] }) {
  const t = useT();
  return <Tag variant={TYPE_STYLES[value]} data-type={value}>{t(NOTICE_TYPES[value])}</Tag>;
}

/** An announcement's status (normal or closed) as its dictionary tag. */
export function NoticeStatusTag({ value }: { value: Notice['status'] }) {
  const t = useT();
  return <Tag variant={STATUS_STYLES[value]} data-status={value}>{t(NOTICE_STATUSES[value])}</Tag>;
}
