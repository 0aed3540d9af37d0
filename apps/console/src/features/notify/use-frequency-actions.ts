import { pushFrequencyFormSchema, sensorEndpoints } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import type { FormDialogProps } from '../forms/form-dialog';
import { useEditing } from '../forms/use-editing';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { type DeviceFrequency, FREQUENCY_FIELDS } from './push-frequency';

type FrequencyValues = { pushFrequency: string | number };

/**
 * 修改 one device's push frequency (sensors.updateConfig) and 批量修改 the selected devices' at once
 * (sensors.batchEditConfigs, all or nothing), each guarded by its call's permission in `module`, and the dialog.
 */
export function useFrequencyActions(module: string, queryKey: readonly unknown[]) {
  const t = useT();
  const afterSave = useAfterSave(queryKey);
  const { editing, open: openEditing, close } = useEditing<{ rows: readonly DeviceFrequency[] }>();
  const open = (rows: readonly DeviceFrequency[]) => openEditing({ rows });

  const actions: ListAction<DeviceFrequency>[] = [
    { id: 'batchEdit', placement: 'toolbar', selection: 'some', permissions: callPermissions(sensorEndpoints.batchEditConfigs, module), run: open },
    { id: 'edit', placement: 'row', permissions: callPermissions(sensorEndpoints.updateConfig, module), run: open },
  ];

  const rows = editing?.rows ?? [];
  const [first] = rows;
  const save = ({ pushFrequency }: FrequencyValues) => {
    const minutes = Number(pushFrequency);
    return rows.length === 1 && first
      ? afterSave(fullClient.sensors.updateConfig({ imei: first.imei, pushFrequency: minutes }), 'notify.frequencySaved')
      : afterSave(fullClient.sensors.batchEditConfigs({ configs: rows.map((r) => ({ imei: r.imei, pushFrequency: minutes })) }), 'notify.frequencySaved');
  };
  const dialog: { key: number; props: FormDialogProps<FrequencyValues> } | null =
    editing === null
      ? null
      : {
          key: editing.key,
          props: {
            open: true,
            onOpenChange: (next) => (next ? undefined : close()),
            title: rows.length === 1 && first ? t('notify.editFrequency', { imei: first.imei }) : t('notify.batchFrequency', { count: rows.length }),
            schema: pushFrequencyFormSchema,
            fields: FREQUENCY_FIELDS,
            defaultValues: { pushFrequency: rows.length === 1 && first?.pushFrequency != null ? String(first.pushFrequency) : '' },
            onSubmit: save,
          },
        };
  return { actions, dialog };
}
