import type { SearchField } from '../list/list-types';
import { selectField } from '../list/select-field';

/** The notices' search: title (substring), type (dictionary sys_notice_type: 1 notice, 2 announcement), read or not. */
export const NOTICE_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'noticeTitle', label: 'inbox.title', kind: 'text' },
  selectField('noticeType', 'inbox.type', { 1: 'inbox.typeNotice', 2: 'inbox.typeAnnouncement' }),
  selectField('read', 'inbox.readState', { 0: 'inbox.unread', 1: 'inbox.read' }),
];

/** The message records' search: sending method, status and the day range of the sending time. */
export const RECORD_SEARCH_FIELDS: readonly SearchField[] = [
  selectField('sendMethod', 'inbox.sendMethod', { voice: 'inbox.voice', sms: 'inbox.sms' }),
  selectField('status', 'inbox.sendStatus', { success: 'inbox.sent', failed: 'inbox.failed' }),
  { name: 'beginTime', label: 'inbox.beginTime', kind: 'date' },
  { name: 'endTime', label: 'inbox.endTime', kind: 'date' },
];
