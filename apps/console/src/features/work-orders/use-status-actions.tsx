import { type WorkOrderActionType, workOrderActions, workOrderCompleteFormSchema, workOrderEndpoints, workOrderRefuseFormSchema } from '@vigil/sdk';
import { ConfirmDialog } from '@vigil/ui';
import { useState } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import type { FormFieldConfig } from '../forms/form-types';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { useEditing } from '../forms/use-editing';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { workOrderKey } from './query-keys';
import type { WorkOrder } from './work-order-queries';

const RESULT_FIELDS: readonly FormFieldConfig[] = [{ name: 'result', label: 'workOrder.result', kind: 'textarea', required: true }];
const REASON_FIELDS: readonly FormFieldConfig[] = [{ name: 'reason', label: 'workOrder.reason', kind: 'textarea', required: true }];

/** Whether the sdk's rule (spec §4) lets an order in its status take `action`. */
export const allows = (action: WorkOrderActionType) => (order: WorkOrder) => workOrderActions(order.status).includes(action);

type FormStep = { kind: 'result'; order: WorkOrder; result: string } | { kind: 'reason'; order: WorkOrder };

/**
 * The state machine's actions on a row (workOrders.modifyStatus), each offered only where the order's status allows it:
 * receive (pending → processing) at once; complete (processing → completed) through a result form and then a
 * confirmation (cancelling it returns to the form, the result kept); refuse (pending → rejected) through a reason form.
 */
export function useStatusActions(module: string) {
  const t = useT();
  const afterSave = useAfterSave(workOrderKey(module));
  const { editing: step, open, close } = useEditing<FormStep>();
  // The completion awaiting its confirmation (the result form's answer): cancelling reopens the form with it.
  const [confirming, setConfirming] = useState<{ order: WorkOrder; result: string } | null>(null);
  const permissions = callPermissions(workOrderEndpoints.modifyStatus, module);
  const modify = fullClient.workOrders.modifyStatus;

  const actions: ListAction<WorkOrder>[] = [
    {
      id: 'receive',
      placement: 'row',
      permissions,
      available: allows('receive'),
      run: async ([order]) => void (order && (await afterSave(modify({ id: order.id, status: 'processing' }), 'workOrder.received'))),
    },
    {
      id: 'complete',
      placement: 'row',
      permissions,
      available: allows('complete'),
      run: ([order]) => (order ? open({ kind: 'result', order, result: '' }) : undefined),
    },
    { id: 'refuse', placement: 'row', permissions, available: allows('refuse'), run: ([order]) => (order ? open({ kind: 'reason', order }) : undefined) },
  ];

  const closeForm = (next: boolean) => (next ? undefined : close());
  const element = (
    <>
      {step?.kind === 'result' && (
        <LazyFormDialog<{ result: string }>
          key={step.key}
          open
          onOpenChange={closeForm}
          title={t('workOrder.completeTitle')}
          schema={workOrderCompleteFormSchema}
          fields={RESULT_FIELDS}
          defaultValues={{ result: step.result }}
          onSubmit={({ result }) => {
            // The form gives way to the confirmation at once; the dialog's own close after this submit finds it closed.
            close();
            setConfirming({ order: step.order, result });
            return Promise.resolve({ code: 200 });
          }}
        />
      )}
      {step?.kind === 'reason' && (
        <LazyFormDialog<{ reason: string }>
          key={step.key}
          open
          onOpenChange={closeForm}
          title={t('workOrder.refuseTitle')}
          schema={workOrderRefuseFormSchema}
          fields={REASON_FIELDS}
          defaultValues={{ reason: '' }}
          onSubmit={({ reason }) => afterSave(modify({ id: step.order.id, status: 'rejected', reason }), 'workOrder.refused')}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        // Confirming and cancelling (also Escape and the close button) both report here: onConfirm/onCancel decide.
        onOpenChange={() => undefined}
        title={t('list.confirmTitle')}
        description={confirming ? t('workOrder.confirmComplete', { name: `"${confirming.order.number}"`, result: confirming.result }) : undefined}
        onConfirm={() => {
          if (!confirming) return;
          setConfirming(null);
          void afterSave(modify({ id: confirming.order.id, status: 'completed', result: confirming.result }), 'workOrder.completed');
        }}
        onCancel={() => {
          if (!confirming) return;
          setConfirming(null);
          open({ kind: 'result', ...confirming });
        }}
        confirmLabel={t('list.confirm')}
        cancelLabel={t('list.cancel')}
        closeLabel={t('list.close')}
      />
    </>
  );
  return { actions, element };
}
