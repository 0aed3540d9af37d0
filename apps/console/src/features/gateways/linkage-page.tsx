import { type Linkage, linkageBodyOf, linkageEndpoints, linkageFormSchema } from '@vigil/sdk';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { settings } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { ListView } from '../list/list-view';
import { pageOf } from '../list/page-of';
import { useServerList } from '../list/use-server-list';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { useDeviceChoices } from '../notify/use-module-devices';
import { useRecordActions } from '../notify/use-record-actions';
import { linkageColumns } from './linkage-columns';
import { asLinkageForm, LINKAGE_SEARCH_FIELDS, type LinkageValues, linkageFields, linkageValues, newLinkageValues } from './linkage-form';
import { LINKAGE_KEY } from './linkage-key';
import { useLinkageEnable } from './use-linkage-enable';

/**
 * 联动控制 (hidden /controller-device/linkage): rules "when a detector of this product alarms, switch this gateway
 * channel on or off" (linkages.*), added, edited, enabled/disabled and deleted; vigil-mock applies them.
 */
export default function LinkagePage({ route }: PageProps) {
  return <ProductPage route={route} kind="linkage" body={LinkageList} />;
}

function LinkageList({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const time = useDateTime();
  const { language } = useSnapshot(settings.state);
  const gateways = useDeviceChoices(module, productId);
  const enable = useLinkageEnable(module);
  const columns = useMemo(() => linkageColumns(t, time, language, enable.cell), [t, time, language, enable.cell]);
  const fields = useMemo(() => linkageFields(gateways, t, language), [gateways, t, language]);
  const list = useServerList<Linkage>({
    queryKey: [LINKAGE_KEY, module],
    fields: LINKAGE_SEARCH_FIELDS,
    fetchPage: pageOf(fullClient.linkages.list),
  });
  const { actions, dialog } = useRecordActions<Linkage, LinkageValues>({
    module,
    queryKey: [LINKAGE_KEY, module],
    endpoints: linkageEndpoints,
    create: (values) => fullClient.linkages.create(linkageBodyOf(asLinkageForm(values))),
    update: (values) => fullClient.linkages.update(linkageBodyOf(asLinkageForm(values))),
    remove: (id) => fullClient.linkages.remove({ id }),
    idOf: (r) => String(r.id),
    titles: { add: 'linkage.addTitle', edit: 'linkage.editTitle' },
    form: { schema: linkageFormSchema, fields },
    blank: () => newLinkageValues(gateways),
    valuesOf: linkageValues,
  });
  return (
    <>
      <ListView list={list} fields={LINKAGE_SEARCH_FIELDS} columns={columns} actions={actions} getRowId={(r) => String(r.id)} rowName={(r) => r.name} caption={t('linkage.table')} />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {enable.element}
    </>
  );
}
