import { type Notice, noticeBodySchema, noticeEndpoints, type VigilClient } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import type { MessageKey } from '../../../i18n/zh-CN';
import { useAfterSave } from '../../data/use-after-save';
import { useRefreshInbox } from '../../inbox/use-unread-count';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import { useCrudActions } from '../use-crud-actions';
import { NEW_NOTICE, NOTICE_FIELDS, type NoticeFormValues, noticeValues } from './notice-form';

type NoticeBody = Parameters<VigilClient['notices']['create']>[0];
export const NOTICES_KEY = ['notices.list'] as const;

const ids = (rows: readonly Notice[]): string => rows.map((n) => String(n.noticeId)).join(',');

/**
 * The announcements' writes as guarded list actions: RuoYi's 新增, 修改, 删除 (one or the selection) with the wide
 * rich-text dialog, and 发布 per normal announcement (notices.send, after 系统提示; the backend refuses a closed one).
 * Each success toasts and refetches the list and the signed-in user's message centre (an open announcement is in it).
 */
export function useNoticeActions() {
  const t = useT();
  const afterSave = useAfterSave(NOTICES_KEY);
  const refreshInbox = useRefreshInbox();
  const save = async <Result extends { code: number }>(call: Promise<Result>, success: MessageKey): Promise<Result> => {
    const result = await afterSave(call, success);
    if (result.code === 200) await refreshInbox();
    return result;
  };
  const crud = useCrudActions<Notice, NoticeFormValues>({
    endpoints: noticeEndpoints,
    remove: async (rows) => void (await save(fullClient.notices.remove({ id: ids(rows) }), 'list.deleted')),
    form: (notice) => ({
      title: t(notice ? 'announce.editTitle' : 'announce.addTitle'),
      schema: noticeBodySchema,
      fields: NOTICE_FIELDS,
      defaultValues: notice ? noticeValues(notice) : NEW_NOTICE,
      wide: true,
      onSubmit: (values) =>
        notice ? save(fullClient.notices.update(values as NoticeBody), 'list.edited') : save(fullClient.notices.create(values as NoticeBody), 'list.added'),
    }),
  });
  const publish: ListAction<Notice> = {
    id: 'publish',
    placement: 'row',
    destructive: true,
    confirm: { one: 'announce.confirmPublish', many: 'announce.confirmPublishSelected' },
    available: (n) => n.status === '0',
    permissions: adminPermissions(noticeEndpoints.send),
    run: async ([row]) => {
      if (row) await save(fullClient.notices.send({ noticeId: row.noticeId }), 'announce.published');
    },
  };
  return { actions: [...crud.actions, publish], dialog: crud.dialog };
}
