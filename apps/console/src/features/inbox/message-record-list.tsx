import { deviceEndpoints, type MessageRecord } from '@vigil/sdk';
import { Tag } from '@vigil/ui';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import { useDateTime } from '../format/use-date-time';
import { useYuan } from '../format/use-yuan';
import { callPermissionsInAnyModule } from '../list/call-permissions';
import type { ListAction, ListColumn } from '../list/list-types';
import { ListView } from '../list/list-view';
import { pageOf } from '../list/page-of';
import { useServerList } from '../list/use-server-list';
import { INBOX_KEY } from './inbox-keys';
import { RECORD_SEARCH_FIELDS } from './inbox-search';

const RECORDS_KEY = [...INBOX_KEY, 'records'] as const;
const ids = (rows: readonly MessageRecord[]) => rows.map((r) => String(r.id)).join(',');

/** Voice and SMS messages sent for the user (msg/details): method, type, recipient, content, purpose, status, charge, time; delete. */
export function MessageRecordList() {
  const t = useT();
  const time = useDateTime();
  const yuan = useYuan();
  const afterSave = useAfterSave(RECORDS_KEY);
  const list = useServerList<MessageRecord>({
    queryKey: RECORDS_KEY,
    fields: RECORD_SEARCH_FIELDS,
    fetchPage: pageOf(fullClient.devices.messageDetails),
  });
  const columns = useMemo<ListColumn<MessageRecord>[]>(
    () => [
      { id: 'sendMethod', label: 'inbox.sendMethod', cell: (r) => <Tag variant={r.sendMethod === 'voice' ? 'info' : 'primary'}>{t(r.sendMethod === 'voice' ? 'inbox.voice' : 'inbox.sms')}</Tag> },
      { id: 'type', label: 'inbox.recordType', cell: (r) => r.type },
      { id: 'recipient', label: 'inbox.recipient', cell: (r) => <span className="font-mono">{r.recipient}</span> },
      { id: 'content', label: 'inbox.content', cell: (r) => <span className="inline-block max-w-80 truncate align-bottom" title={r.content}>{r.content}</span> },
      { id: 'purpose', label: 'inbox.purpose', cell: (r) => r.purpose || '—' },
      {
        id: 'status',
        label: 'inbox.sendStatus',
        cell: (r) => <Tag variant={r.status === 'success' ? 'success' : r.status === 'failed' ? 'danger' : 'default'}>{r.status === 'success' ? t('inbox.sent') : r.status === 'failed' ? t('inbox.failed') : r.status}</Tag>,
      },
      // What the message cost the member account (yuan), when the backend says.
      { id: 'charge', label: 'member.charge', cell: (r) => <span className="tabular-nums">{r.charge == null ? '—' : yuan(r.charge)}</span> },
      { id: 'time', label: 'inbox.time', cell: (r) => time(r.time) },
    ],
    [t, time, yuan],
  );
  const remove = async (rows: readonly MessageRecord[]) => void (await afterSave(fullClient.devices.removeMessageDetail({ id: ids(rows) }), 'list.deleted'));
  const permissions = callPermissionsInAnyModule(deviceEndpoints.removeMessageDetail);
  const actions: ListAction<MessageRecord>[] = [
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions, run: remove },
    { id: 'delete', placement: 'row', destructive: true, permissions, run: remove },
  ];
  return <ListView list={list} fields={RECORD_SEARCH_FIELDS} columns={columns} actions={actions} getRowId={(r) => String(r.id)} rowName={(r) => r.recipient} caption={t('inbox.records')} />;
}
