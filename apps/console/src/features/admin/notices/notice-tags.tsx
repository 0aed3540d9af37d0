import type { Notice } from '@vigil/sdk';
import type { MessageKey } from '../../../i18n/zh-CN';
import { DictTag } from '../../dicts';

/** sys_notice_type: 1 notice, 2 announcement (the search's and the form's choices). */
export const NOTICE_TYPES = { 1: 'announce.typeNotice', 2: 'announce.typeAnnouncement' } as const satisfies Record<Notice['noticeType'], MessageKey>;
/** sys_notice_status: 0 normal, 1 closed. */
export const NOTICE_STATUSES = { 0: 'announce.statusNormal', 1: 'announce.statusClosed' } as const satisfies Record<Notice['status'], MessageKey>;

/** An announcement's type as its dictionary tag (sys_notice_type: 通知 warning, 公告 success in the seed). */
export function NoticeTypeTag({ value }: { value: Notice['noticeType'] }) {
  return <DictTag dict="sys_notice_type" value={value} />;
}

/** An announcement's status as its dictionary tag (sys_notice_status: 正常 primary, 关闭 danger in the seed). */
export function NoticeStatusTag({ value }: { value: Notice['status'] }) {
  return <DictTag dict="sys_notice_status" value={value} />;
}
