import type { Notice } from '@vigil/sdk';
import type { FormFieldConfig } from '../../forms/form-types';
import { optionsOf } from '../../list/select-field';
import { NOTICE_STATUSES, NOTICE_TYPES } from './notice-tags';

/** RuoYi's announcement form (notices.create/update): title, type, status and the content as rich text. */
export const NOTICE_FIELDS: readonly FormFieldConfig[] = [
  { name: 'noticeTitle', label: 'announce.title', kind: 'text', required: true },
  // Unchosen, the type is left out, so the rule names it as required.
  { name: 'noticeType', label: 'announce.type', kind: 'select', options: optionsOf(NOTICE_TYPES), required: true, blank: 'omit' },
  { name: 'status', label: 'announce.status', kind: 'select', options: optionsOf(NOTICE_STATUSES) },
  { name: 'noticeContent', label: 'announce.content', kind: 'richText' },
];

export interface NoticeFormValues {
  noticeId?: string | number;
  noticeTitle: string;
  noticeType: string;
  status: string;
  noticeContent: string;
}

/** A new announcement: no type chosen yet, status normal (RuoYi's defaults). */
export const NEW_NOTICE: NoticeFormValues = { noticeTitle: '', noticeType: '', status: '0', noticeContent: '' };

/** The edit form prefilled with the stored announcement (its id travels with it). */
export function noticeValues(notice: Notice): NoticeFormValues {
  return { noticeId: notice.noticeId, noticeTitle: notice.noticeTitle, noticeType: notice.noticeType, status: notice.status, noticeContent: notice.noticeContent ?? '' };
}
