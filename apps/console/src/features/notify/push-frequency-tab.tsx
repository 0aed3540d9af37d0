import { Tag } from '@vigil/ui';
import { TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import type { ListColumn } from '../list/list-types';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import type { ProductPageBodyProps } from '../modules/product-page';
import { type DeviceFrequency, FREQUENCY_SEARCH_FIELDS, fetchFrequencyPage } from './push-frequency';
import { useFrequencyActions } from './use-frequency-actions';

/**
 * 报警推送频率: each device of the module with its minutes per alarm push, edited one by one or for the selection,
 * under the spec §9 warning that pushing too often triggers the carrier's voice flow control.
 */
export function PushFrequencyTab({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const queryKey = ['sensors.configs', module, productId];
  const list = useServerList<DeviceFrequency>({ queryKey, fields: FREQUENCY_SEARCH_FIELDS, fetchPage: (query) => fetchFrequencyPage(fullClient, productId, query) });
  const { actions, dialog } = useFrequencyActions(module, queryKey);
  const columns = useMemo<ListColumn<DeviceFrequency>[]>(
    () => [
      { id: 'imei', label: 'device.imei', cell: (d) => <span className="font-mono">{d.imei}</span> },
      { id: 'name', label: 'notify.deviceName', cell: (d) => d.name || '—' },
      { id: 'location', label: 'device.location', cell: (d) => d.location || '—' },
      {
        id: 'pushFrequency',
        label: 'notify.minutes',
        cell: (d) => (d.pushFrequency === null ? <Tag>{t('notify.notSet')}</Tag> : t('notify.everyMinutes', { count: d.pushFrequency })),
      },
    ],
    [t],
  );
  return (
    <>
      <p role="note" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft p-3 text-sm text-warning-soft-foreground">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('notify.flowControl')}
      </p>
      <ListView
        list={list}
        fields={FREQUENCY_SEARCH_FIELDS}
        columns={columns}
        actions={actions}
        getRowId={(d) => d.imei}
        rowName={(d) => d.imei}
        caption={t('notify.frequencyTable', { module: t(`module.${module}`) })}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
    </>
  );
}
