import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { deviceColumns } from '../devices/device-columns';
import { type Device, fetchDevicePage } from '../devices/device-queries';
import { useDateTime } from '../format/use-date-time';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import type { SearchField } from '../list/list-types';
import { ListView } from '../list/list-view';
import { useList } from '../list/use-list';
import { useSiteDeviceActions, siteDevicesKey } from './site-device-actions';

const FIELDS: readonly SearchField[] = [{ name: 'imei', label: 'device.imei', kind: 'text' }];

interface SiteDevicesProps {
  module: string;
  productId: string;
  siteId: string;
  siteName: string;
}

/** The module's devices on a site (POST /senstor/info/list with `siteId`); its own state, beside the entrances' URL. */
export function SiteDevices({ module, productId, siteId, siteName }: SiteDevicesProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => deviceColumns(['imei', 'sn', 'model', 'status', 'location'], t, time), [t, time]);
  const list = useList<Device>({
    stateIn: 'component',
    queryKey: [...siteDevicesKey(module), productId, 'site', siteId],
    fields: FIELDS,
    // The site is the page's, not a search field: 搜索 and 重置 keep it.
    fetchPage: (query) => fetchDevicePage(fullClient, productId, { ...query, filters: { ...query.filters, siteId } }),
  });
  const { actions, dialog } = useSiteDeviceActions(module, productId, siteId);
  return (
    <>
      <ListView list={list} fields={FIELDS} columns={columns} actions={actions} getRowId={(d) => d.imei} rowName={(d) => d.imei} caption={t('site.deviceTable', { site: siteName })} />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
    </>
  );
}
