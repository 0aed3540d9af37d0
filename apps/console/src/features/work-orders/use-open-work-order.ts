import { type WorkOrder, workOrderEndpoints } from '@vigil/sdk';
import { useLocation } from 'wouter';
import { fullClient } from '../../app/full-client';
import { settings, toasts } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';
import { callPermissions } from '../list/call-permissions';

/** Where an alarm's work order is shown: the alarm's module and product, and that module's work-order list. */
export interface OrderPlace {
  module: string;
  productId: string;
  workOrdersPath: string;
}

/**
 * 查看工单 of a dispatched alarm: finds the alarm's one order (workOrders.list by `alarmId`) and opens the module's
 * work-order list showing it alone (searched by its number), entering the module first when the alarm is another
 * module's (the popup). An order no longer there is said in a toast. `permissions` guard the control.
 */
export function useOpenWorkOrder(module: string) {
  const t = useT();
  const [, navigate] = useLocation();
  const open = async (alarmId: string, place: OrderPlace) => {
    let order: WorkOrder | undefined;
    try {
      order = (await unwrap(fullClient.workOrders.list({ productId: place.productId, alarmId, pageNum: 1, pageSize: 1 }))).rows[0];
    } catch {
      // The refusal was toasted by the sdk's error policy.
      return;
    }
    if (!order) return void toasts.toast({ title: t('dispatch.orderMissing'), variant: 'error' });
    settings.setModule(place.module, place.productId);
    navigate(`${place.workOrdersPath}?${new URLSearchParams({ number: order.number })}`);
  };
  return { permissions: callPermissions(workOrderEndpoints.list, module), open };
}
