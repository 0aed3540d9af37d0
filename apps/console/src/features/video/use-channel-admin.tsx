import { type VideoChannel, videoChannelBodySchema } from '@vigil/sdk';
import type { ModuleCode } from '@vigil/sdk/modules';
import { ConfirmDialog } from '@vigil/ui';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { useRecordActions } from '../notify/use-record-actions';
import { AuthButton } from '../permissions/auth-button';
import { blankChannel, CHANNEL_FIELDS, type ChannelValues, channelValues } from './channel-form';
import { channelCalls, videoChannelsKey } from './use-video-channels';

/**
 * Adding, editing and deleting the module's video channels beside the channel list (each button only for a user
 * with its permission; a delete asks first): 新增 in the list's header, 修改 and 删除 on each channel.
 */
export function useChannelAdmin(module: ModuleCode): { tools: ReactNode; rowTools: (channel: VideoChannel) => ReactNode; dialog: ReactNode } {
  const t = useT();
  const calls = channelCalls(module);
  type Body = Parameters<typeof calls.create>[0];
  const [removing, setRemoving] = useState<VideoChannel | null>(null);
  const { actions, dialog } = useRecordActions<VideoChannel, ChannelValues>({
    module,
    queryKey: videoChannelsKey(module),
    endpoints: { create: calls.endpoints.add, update: calls.endpoints.edit, remove: calls.endpoints.remove },
    create: (values) => calls.create(values as unknown as Body),
    update: (values) => calls.update(values as unknown as Body),
    remove: (ids) => calls.remove({ id: ids }),
    idOf: (channel) => String(channel.id),
    titles: { add: 'video.addTitle', edit: 'video.editTitle' },
    form: { schema: videoChannelBodySchema, fields: CHANNEL_FIELDS },
    blank: blankChannel,
    valuesOf: channelValues,
  });
  const find = (id: string, placement: ListAction<VideoChannel>['placement']) => actions.find((action) => action.id === id && action.placement === placement);
  const add = find('add', 'toolbar');
  const edit = find('edit', 'row');
  const remove = find('delete', 'row');

  const tools = add && (
    <AuthButton permissions={callPermissions(calls.endpoints.add, module)} size="sm" variant="outline" onClick={() => add.run([])}>
      {t('list.add')}
    </AuthButton>
  );
  const rowTools = (channel: VideoChannel) => (
    <>
      {edit && (
        <AuthButton permissions={callPermissions(calls.endpoints.edit, module)} size="sm" variant="ghost" onClick={() => edit.run([channel])} aria-label={t('video.editOf', { name: channel.title })}>
          {t('list.edit')}
        </AuthButton>
      )}
      {remove && (
        <AuthButton permissions={callPermissions(calls.endpoints.remove, module)} size="sm" variant="ghost" onClick={() => setRemoving(channel)} aria-label={t('video.deleteOf', { name: channel.title })}>
          {t('list.delete')}
        </AuthButton>
      )}
    </>
  );
  const element = (
    <>
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {removing && remove && (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
          title={t('list.confirmTitle')}
          description={t('list.confirmDelete', { name: `“${removing.title}”` })}
          confirmLabel={t('list.confirm')}
          confirmVariant="danger"
          onConfirm={() => {
            void remove.run([removing]);
            setRemoving(null);
          }}
        />
      )}
    </>
  );
  return { tools, rowTools, dialog: element };
}
