import { type TalkGroup, talkEndpoints, talkGroupBodySchema } from '@vigil/sdk';
import { lazy, useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { callPermissions } from '../list/call-permissions';
import { ListView } from '../list/list-view';
import { pageOf } from '../list/page-of';
import { useRowDialog } from '../list/use-row-dialog';
import { useServerList } from '../list/use-server-list';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { useDeviceChoices } from '../notify/use-module-devices';
import { useRecordActions } from '../notify/use-record-actions';
import { talkColumns } from './talk-columns';
import { newTalkGroup, TALK_GROUP_KEY, TALK_SEARCH_FIELDS, type TalkGroupValues, talkGroupFields, talkGroupValues } from './talk-form';

const TalkDialog = lazy(() => import('./talk-dialog'));

/**
 * 群组对讲 (/hat-groupTalk/groupTalk): helmet talk groups (talk.*) added, edited and deleted; a group's 对讲 opens
 * push-to-talk and its voice messages.
 */
export default function TalkPage({ route }: PageProps) {
  return <ProductPage route={route} kind="groupTalk" body={TalkGroups} />;
}

function TalkGroups({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const time = useDateTime();
  const helmets = useDeviceChoices(module, productId);
  const columns = useMemo(() => talkColumns(t, time), [t, time]);
  const fields = useMemo(() => talkGroupFields(helmets), [helmets]);
  const list = useServerList<TalkGroup>({
    queryKey: [TALK_GROUP_KEY, module],
    fields: TALK_SEARCH_FIELDS,
    fetchPage: pageOf(fullClient.talk.groups),
  });
  const { actions, dialog } = useRecordActions<TalkGroup, TalkGroupValues>({
    module,
    queryKey: [TALK_GROUP_KEY, module],
    endpoints: { create: talkEndpoints.createGroup, update: talkEndpoints.updateGroup, remove: talkEndpoints.removeGroup },
    create: (values) => fullClient.talk.createGroup(values),
    update: (values) => fullClient.talk.updateGroup(values),
    remove: (id) => fullClient.talk.removeGroup({ id }),
    idOf: (g) => String(g.id),
    titles: { add: 'talk.addTitle', edit: 'talk.editTitle' },
    form: { schema: talkGroupBodySchema, fields },
    blank: newTalkGroup,
    valuesOf: talkGroupValues,
  });
  const talk = useRowDialog<TalkGroup, { module: string; group: TalkGroup; onClose: () => void }>('talk', callPermissions(talkEndpoints.voices, module), TalkDialog, (group) => ({ module, group }));
  return (
    <>
      <ListView list={list} fields={TALK_SEARCH_FIELDS} columns={columns} actions={[talk.action, ...actions]} getRowId={(g) => String(g.id)} rowName={(g) => g.name} caption={t('talk.table')} />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {talk.element}
    </>
  );
}
