import { type Notice, type VigilClient, noticeBodySchema, noticeEndpoints } from '@vigil/sdk';
import { useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import type { MessageKey } from '../../../i18n/zh-CN';
import { useAfterSave } from '../../data/use-after-save';
import type { FormDialogProps } from '../../forms/form-dialog';
import { useRefreshInbox } from '../../inbox/use-unread-count';
import { callPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import { NEW_NOTICE, NOTICE_FIELDS, type NoticeFormValues, noticeValues } from './notice-form';

type NoticeBody = Parameters<VigilClient['notices']['create']>[0];
export const NOTICES_KEY = ['notices.list'] as const;

// Administration calls are bound to no product: their permission is the plain tag of the sdk's table.
const guard = (endpoint: (typeof noticeEndpoints)[keyof typeof noticeEndpoints]) => callPermissions(endpoint, 'user');
const ids = (rows: readonly Notice[]): string => rows.map((n) => String(n.noticeId)).join(',');

/**
 * The announcements' writes as list actions guarded by their permissions: add, edit, delete (one or the selection)
 * and publish (notices.send, after 系统提示 confirmation; only a normal announcement). Each success toasts,
 * refetches the list and the signed-in user's message centre (an open announcement is in it).
 */
export function useNoticeActions() {
  const t = useT();
  const refreshInbox = useRefreshInbox();
  const afterSave = useAfterSave(NOTICES_KEY);
  const save = async <Result extends { code: number }>(call: Promise<Result>, success: MessageKey): Promise<Result> => {
    const result = await afterSave(call, success);
    if (result.code === 200) await refreshInbox();
    return result;
  };
  const [editing, setEditing] = useState<{ notice: Notice | null; key: number } | null>(null);
  const open = (notice: Notice | null) => setEditing({ notice, key: Date.now() });
  const remove = async (rows: readonly Notice[]) => void (await save(fullClient.notices.remove({ id: ids(rows) }), 'list.deleted'));

  const actions: ListAction<Notice>[] = [
    { id: 'add', placement: 'toolbar', permissions: guard(noticeEndpoints.create), run: () => open(null) },
    { id: 'edit', placement: 'toolbar', selection: 'one', permissions: guard(noticeEndpoints.update), run: ([row]) => open(row ?? null) },
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: guard(noticeEndpoints.remove), run: remove },
    { id: 'edit', placement: 'row', permissions: guard(noticeEndpoints.update), run: ([row]) => open(row ?? null) },
    {
      id: 'publish',
      placement: 'row',
      destructive: true,
      confirm: { one: 'announce.confirmPublish', many: 'announce.confirmPublishSelected' },
      available: (n) => n.status === '0',
      permissions: guard(noticeEndpoints.send),
      run: async ([row]) => {
        if (row) await save(fullClient.notices.send({ noticeId: row.noticeId }), 'announce.published');
      },
    },
    { id: 'delete', placement: 'row', destructive: true, permissions: guard(noticeEndpoints.remove), run: remove },
  ];

  const notice = editing?.notice ?? null;
  const form: FormDialogProps<NoticeFormValues> | null =
    editing === null
      ? null
      : {
          open: true,
          onOpenChange: (next) => (next ? undefined : setEditing(null)),
          title: t(notice ? 'announce.editTitle' : 'announce.addTitle'),
          schema: noticeBodySchema,
          fields: NOTICE_FIELDS,
          defaultValues: notice ? noticeValues(notice) : NEW_NOTICE,
          wide: true,
          onSubmit: (values) =>
            notice ? save(fullClient.notices.update(values as NoticeBody), 'list.edited') : save(fullClient.notices.create(values as NoticeBody), 'list.added'),
        };
  return { actions, dialog: form && editing ? { key: editing.key, props: form } : null };
}
