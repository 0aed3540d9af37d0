import { type AddWorkOrderBody, addWorkOrderBodySchema, workOrderEndpoints } from '@vigil/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { useEditing } from '../forms/use-editing';
import { callPermissions } from '../list/call-permissions';
import { alarmKey, workOrderKey } from './query-keys';
import type { WorkOrderFormValues } from './work-order-form';
import { useWorkOrderFields } from './use-work-order-fields';

/** What a dispatch starts from: the alarm (its record id when known) and the device; `info` prefills the form. */
export interface DispatchPrefill {
  alarmId?: string | undefined;
  imei?: string | undefined;
  info?: string | undefined;
}

/**
 * Dispatching a work order (workOrders.add) in `module`, from an alarm row or the live popup: the form of spec §5
 * prefilled with what the alarm says. `permissions` guards the control that calls `open`; `element` is the dialog.
 */
export function useDispatchDialog(module: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const afterSave = useAfterSave(workOrderKey(module));
  const { editing: prefill, open: openEditing, close } = useEditing<{ values: DispatchPrefill }>();
  const fields = useWorkOrderFields(module, prefill !== null);
  const defaultValues: WorkOrderFormValues = {
    info: prefill?.values.info ?? '',
    handler: '',
    handlerPhone: '',
    level: 'ordinary',
    ...(prefill?.values.alarmId ? { alarmId: prefill.values.alarmId } : {}),
    ...(prefill?.values.imei ? { imei: prefill.values.imei } : {}),
  };
  const element = prefill && (
    <LazyFormDialog<WorkOrderFormValues>
      key={prefill.key}
      open
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('dispatch.title')}
      schema={addWorkOrderBodySchema}
      fields={fields}
      defaultValues={defaultValues}
      onSubmit={async (values) => {
        const result = await afterSave(fullClient.workOrders.add(values as AddWorkOrderBody), 'dispatch.done');
        // The alarm now reads "dispatched" (or, refused as dispatched elsewhere meanwhile, offers 查看工单).
        await queryClient.invalidateQueries({ queryKey: alarmKey(module) });
        return result;
      }}
    />
  );
  return {
    permissions: callPermissions(workOrderEndpoints.add, module),
    open: (values: DispatchPrefill) => openEditing({ values }),
    element,
  };
}
