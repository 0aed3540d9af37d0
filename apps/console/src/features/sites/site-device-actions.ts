import { type SiteDeviceForm, sensorEndpoints, siteDeviceFormSchema } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { readFailureReason } from '../data/call-failure';
import { useAfterSave } from '../data/use-after-save';
import type { FormDialogProps } from '../forms/form-dialog';
import type { FormFieldConfig } from '../forms/form-types';
import { useEditing } from '../forms/use-editing';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { type Device, fetchDevicePage } from '../devices/device-queries';

const ASSIGN_FIELDS: readonly FormFieldConfig[] = [{ name: 'imei', label: 'site.assignImei', kind: 'text', required: true, hint: 'site.assignHint' }];

/** The list of a module's devices on sites, in the query cache: device management's key, so both refetch together. */
export const siteDevicesKey = (module: string) => ['sensors.list', module] as const;

/**
 * The devices of a site: 分配设备 places one of the module's devices on the site by its IMEI, 移出场所 takes devices
 * off it; both save the device (sensors.update `siteId`), guarded by the module's device edit permission.
 */
export function useSiteDeviceActions(module: string, productId: string, siteId: string) {
  const t = useT();
  const afterSave = useAfterSave(siteDevicesKey(module));
  const { editing: assigning, open, close } = useEditing<object>();
  const edit = callPermissions(sensorEndpoints.update, module);
  const takeOff = async (rows: readonly Device[]) => {
    for (const row of rows) if ((await afterSave(fullClient.sensors.update({ id: row.id ?? '', siteId: null }), 'site.removedDevice')).code !== 200) return;
  };
  const actions: ListAction<Device>[] = [
    { id: 'assignDevice', placement: 'toolbar', permissions: edit, run: () => open({}) },
    { id: 'removeFromSite', placement: 'toolbar', selection: 'some', destructive: true, confirm: { one: 'site.confirmRemoveDevice', many: 'site.confirmRemoveDevices' }, permissions: edit, run: takeOff },
    { id: 'removeFromSite', placement: 'row', destructive: true, confirm: { one: 'site.confirmRemoveDevice', many: 'site.confirmRemoveDevices' }, permissions: edit, run: takeOff },
  ];
  /** The device of this module with exactly this IMEI (the list's IMEI search also matches parts). */
  const deviceOf = async (imei: string): Promise<Device | undefined> => {
    const found = await fetchDevicePage(fullClient, productId, { filters: { imei }, pageNum: 1, pageSize: 50 });
    return found.rows.find((d) => d.imei === imei);
  };
  const dialog: { key: number; props: FormDialogProps<SiteDeviceForm> } | null = assigning === null ? null : {
    key: assigning.key,
    props: {
      open: true,
      onOpenChange: (next) => (next ? undefined : close()),
      title: t('site.assignTitle'),
      schema: siteDeviceFormSchema,
      fields: ASSIGN_FIELDS,
      defaultValues: { imei: '', siteId },
      onSubmit: async ({ imei }) => {
        let device: Device | undefined;
        try {
          device = await deviceOf(imei.trim());
        } catch (error) {
          return { code: 500, msg: readFailureReason(error, t) };
        }
        if (!device?.id) return { code: 500, msg: t('site.deviceUnknown', { imei }), field: 'imei' };
        return afterSave(fullClient.sensors.update({ id: device.id, siteId }), 'site.assigned');
      },
    },
  };
  return { actions, dialog };
}
