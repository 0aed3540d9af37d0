import { isModuleCode } from '@vigil/sdk/modules';
import { Empty } from '@vigil/ui';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { useDateTime } from '../format/use-date-time';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { deviceColumnsOf } from '../modules/registry';
import { useModuleProduct } from '../modules/use-module-product';
import { useDeviceActions } from './device-actions';
import { deviceColumns } from './device-columns';
import type { Device } from './device-queries';
import { fetchDevicePage } from './device-queries';
import { DEVICE_SEARCH_FIELDS } from './device-search';

/**
 * Device management of any module (/x-device/device or /index): the module's product devices, searched by IMEI,
 * serial number, status and location, with the columns the registry gives the module; add, edit, unbind and delete
 * (useDeviceActions) where the user holds their permissions in the module.
 */
export default function DeviceListPage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const module = route?.module && isModuleCode(route.module) ? route.module : 'house';
  const productId = useModuleProduct(module);
  const columns = useMemo(() => deviceColumns(deviceColumnsOf(module), t, time), [module, t, time]);
  const list = useServerList<Device>({
    queryKey: ['sensors.list', module, productId],
    fields: DEVICE_SEARCH_FIELDS,
    fetchPage: (query) => fetchDevicePage(fullClient, productId ?? '', query),
    enabled: productId !== undefined,
  });
  const { actions, dialog } = useDeviceActions(module, productId ?? '');

  return (
    <section className="grid gap-4 p-4" aria-labelledby="device-list-title">
      <h1 id="device-list-title" className="text-lg font-semibold">
        {t('kind.deviceList')}
      </h1>
      {productId === undefined ? (
        <Empty description={t('device.noProduct')} />
      ) : (
        <ListView
          list={list}
          fields={DEVICE_SEARCH_FIELDS}
          columns={columns}
          actions={actions}
          getRowId={(d) => d.imei}
          rowName={(d) => d.imei}
          caption={t('device.table', { module: t(`module.${module}`) })}
        />
      )}
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
    </section>
  );
}
