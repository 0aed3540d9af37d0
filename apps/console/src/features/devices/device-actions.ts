import { type DeviceCreateBody, type DeviceUpdateBody, deviceCreateBodySchema, deviceUpdateBodySchema, sensorEndpoints } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import type { FormDialogProps } from '../forms/form-dialog';
import { useEditing } from '../forms/use-editing';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { DEVICE_CREATE_FIELDS, DEVICE_EDIT_FIELDS, type DeviceFormValues, deviceValues, newDeviceValues } from './device-form';
import type { Device } from './device-queries';

const ids = (rows: readonly Device[]): string => rows.map((d) => String(d.id ?? '')).join(',');

/**
 * Device management's writes (sensors.create/update/unbind/remove) as list actions guarded by their permissions in
 * `module`, and the add/edit dialog they open. Each success toasts and refetches the module's device list.
 */
export function useDeviceActions(module: string, productId: string) {
  const t = useT();
  const afterSave = useAfterSave(['sensors.list', module]);
  const { editing, open: openEditing, close } = useEditing<{ device: Device | null }>();
  const open = (device: Device | null) => openEditing({ device });

  const actions: ListAction<Device>[] = [
    { id: 'add', placement: 'toolbar', permissions: callPermissions(sensorEndpoints.create, module), run: () => open(null) },
    {
      id: 'delete',
      placement: 'toolbar',
      selection: 'some',
      destructive: true,
      permissions: callPermissions(sensorEndpoints.remove, module),
      run: async (rows) => void (await afterSave(fullClient.sensors.remove({ id: ids(rows) }), 'list.deleted')),
    },
    { id: 'edit', placement: 'row', permissions: callPermissions(sensorEndpoints.update, module), run: ([row]) => open(row ?? null) },
    {
      id: 'unbind',
      placement: 'row',
      destructive: true,
      confirm: { one: 'list.confirmUnbind', many: 'list.confirmUnbindSelected' },
      permissions: callPermissions(sensorEndpoints.unbind, module),
      run: async (rows) => void (await afterSave(fullClient.sensors.unbind({ id: ids(rows) }), 'list.unbound')),
    },
    {
      id: 'delete',
      placement: 'row',
      destructive: true,
      permissions: callPermissions(sensorEndpoints.remove, module),
      run: async (rows) => void (await afterSave(fullClient.sensors.remove({ id: ids(rows) }), 'list.deleted')),
    },
  ];

  const device = editing?.device ?? null;
  const form: FormDialogProps<DeviceFormValues> | null =
    editing === null
      ? null
      : {
          open: true,
          onOpenChange: (next) => (next ? undefined : close()),
          title: t(device ? 'device.editTitle' : 'device.addTitle'),
          schema: device ? deviceUpdateBodySchema : deviceCreateBodySchema,
          fields: device ? DEVICE_EDIT_FIELDS : DEVICE_CREATE_FIELDS,
          defaultValues: device ? deviceValues(device) : newDeviceValues(productId),
          onSubmit: (values) =>
            device
              ? afterSave(fullClient.sensors.update(values as DeviceUpdateBody), 'list.edited')
              : afterSave(fullClient.sensors.create(values as DeviceCreateBody), 'list.added'),
        };
  return { actions, dialog: form && editing ? { key: editing.key, props: form } : null };
}
