import { type EditWorkOrderBody, editWorkOrderBodySchema, workOrderActions, workOrderEndpoints } from '@vigil/sdk';
import { useState } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { useEditing } from '../forms/use-editing';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { workOrderKey } from './query-keys';
import { useStatusActions } from './use-status-actions';
import type { WorkOrderFormValues } from './work-order-form';
import { useWorkOrderFields } from './use-work-order-fields';
import { WorkOrderHistoryDialog } from './work-order-history';
import type { WorkOrder } from './work-order-queries';

/** An order the state machine still moves (pending or processing): it can be edited and sent; a finished one cannot. */
const unfinished = (order: WorkOrder) => workOrderActions(order.status).length > 0;

const formValues = (order: WorkOrder): WorkOrderFormValues => ({
  id: String(order.id),
  info: order.info,
  handler: order.handler ?? '',
  handlerPhone: order.handlerPhone ?? '',
  level: order.level,
});

/**
 * Every action on a work order, each guarded by its call's permission in `module` and offered only where the order
 * allows it: the state machine's (useStatusActions), its history (no call: the order carries it), SMS to the person in
 * charge (workOrders.send, after a confirmation), edit (workOrders.edit) and delete (workOrders.remove, confirmed).
 */
export function useWorkOrderActions(module: string) {
  const t = useT();
  const afterSave = useAfterSave(workOrderKey(module));
  const status = useStatusActions(module);
  const { editing, open: edit, close } = useEditing<{ order: WorkOrder }>();
  const [history, setHistory] = useState<WorkOrder | null>(null);
  const fields = useWorkOrderFields(module, editing !== null);
  const listPermission = callPermissions(workOrderEndpoints.list, module);

  const actions: ListAction<WorkOrder>[] = [
    ...status.actions,
    { id: 'history', placement: 'row', permissions: [...listPermission, ...callPermissions(workOrderEndpoints.mine, module)], run: ([order]) => setHistory(order ?? null) },
    {
      id: 'sms',
      placement: 'row',
      destructive: true,
      confirm: { one: 'workOrder.confirmSend', many: 'workOrder.confirmSendSelected' },
      permissions: callPermissions(workOrderEndpoints.send, module),
      available: unfinished,
      run: async ([order]) => void (order && (await afterSave(fullClient.workOrders.send({ id: order.id }), 'workOrder.sent'))),
    },
    {
      id: 'edit',
      placement: 'row',
      permissions: callPermissions(workOrderEndpoints.edit, module),
      available: unfinished,
      run: ([order]) => (order ? edit({ order }) : undefined),
    },
    {
      id: 'delete',
      placement: 'row',
      destructive: true,
      permissions: callPermissions(workOrderEndpoints.remove, module),
      run: async ([order]) => void (order && (await afterSave(fullClient.workOrders.remove({ id: order.id }), 'list.deleted'))),
    },
  ];

  const element = (
    <>
      {status.element}
      {editing && (
        <LazyFormDialog<WorkOrderFormValues>
          key={editing.key}
          open
          onOpenChange={(open) => (open ? undefined : close())}
          title={t('workOrder.editTitle')}
          schema={editWorkOrderBodySchema}
          fields={fields}
          defaultValues={formValues(editing.order)}
          onSubmit={(values) => afterSave(fullClient.workOrders.edit(values as EditWorkOrderBody), 'list.edited')}
        />
      )}
      {history && <WorkOrderHistoryDialog order={history} onClose={() => setHistory(null)} />}
    </>
  );
  return { actions, element };
}
