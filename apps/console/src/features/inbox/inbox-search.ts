import type { SearchField } from '../list/list-types';

/** The notices' search: title (substring), type (dictionary sys_notice_type: 1 notice, 2 announcement), read or not. */
export const NOTICE_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'noticeTitle', label: 'inbox.title', kind: 'text' },
  {
    name: 'noticeType',
    label: 'inbox.type',
    kind: 'select',
    options: [
      { value: '1', label: 'inbox.typeNotice' },
      { value: '2', label: 'inbox.typeAnnouncement' },
    ],
  },
  {
    name: 'read',
    label: 'inbox.readState',
    kind: 'select',
    options: [
      { value: '0', label: 'inbox.unread' },
      { value: '1', label: 'inbox.read' },
    ],
  },
];

/** The message records' search: sending method, status and the day range of the sending time. */
export const RECORD_SEARCH_FIELDS: readonly SearchField[] = [
  {
    name: 'sendMethod',
    label: 'inbox.sendMethod',
    kind: 'select',
    options: [
      { value: 'voice', label: 'inbox.voice' },
      { value: 'sms', label: 'inbox.sms' },
    ],
  },
  {
    name: 'status',
    label: 'inbox.sendStatus',
    kind: 'select',
    options: [
      { value: 'success', label: 'inbox.sent' },
      { value: 'failed', label: 'inbox.failed' },
    ],
  },
  { name: 'beginTime', label: 'inbox.beginTime', kind: 'date' },
  { name: 'endTime', label: 'inbox.endTime', kind: 'date' },
];
