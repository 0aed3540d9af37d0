import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { useTrackDialog } from '../fences/use-track-dialog';
import { useDateTime } from '../format/use-date-time';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { useLinkageLink } from '../gateways/use-linkage-link';
import { useSwitchDialog } from '../gateways/use-switch-dialog';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { deviceColumnsOf } from '../modules/registry';
import { useProbeLink } from '../probes/use-probe-link';
import { useDeviceActions } from './device-actions';
import { deviceColumns } from './device-columns';
import type { Device } from './device-queries';
import { deviceListOf } from './device-queries';
import { DEVICE_SEARCH_FIELDS } from './device-search';
import { useDeviceExport } from './use-device-export';
import { useDeviceImport } from './use-device-import';
import { useShareDialog } from './use-share-dialog';
import { useSimDialog } from './use-sim-dialog';

/**
 * Device management of any module (/x-device/device or /index): the module's product devices, searched by IMEI,
 * serial number, status and location, with the columns the registry gives the module; add, edit, unbind and delete
 * (useDeviceActions), batch import (useDeviceImport), export (useDeviceExport), sharing (useShareDialog) the SIM
 * plan and device account (useSimDialog) and a gateway's switches (useSwitchDialog) and the way to its linkage rules
 * (useLinkageLink, controller module), a helmet's track (useTrackDialog, hat module), each where the user holds its permission in the module.
 */
export default function DeviceListPage({ route }: PageProps) {
  return <ProductPage route={route} kind="deviceList" body={DeviceList} />;
}

function DeviceList({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => deviceColumns(deviceColumnsOf(module), t, time), [module, t, time]);
  const list = useServerList<Device>(deviceListOf(fullClient, module, productId));
  const { actions, dialog } = useDeviceActions(module, productId);
  const importer = useDeviceImport(module, productId);
  const exporter = useDeviceExport(module, productId, list.state.filters);
  const share = useShareDialog(module);
  const sim = useSimDialog(module);
  const switches = useSwitchDialog(module);
  const linkage = useLinkageLink<Device>(module);
  const track = useTrackDialog(module);
  const probeLink = useProbeLink<Device>(module);
  return (
    <>
      <ListView
        list={list}
        fields={DEVICE_SEARCH_FIELDS}
        columns={columns}
        actions={[...actions, importer.action, exporter.action, share.action, sim.action, ...switches.actions, ...linkage, ...track.actions, ...probeLink]}
        getRowId={(d) => d.imei}
        rowName={(d) => d.imei}
        caption={t('device.table', { module: t(`module.${module}`) })}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {importer.element}
      {exporter.progress}
      {share.element}
      {sim.element}
      {switches.element}
      {track.element}
    </>
  );
}
