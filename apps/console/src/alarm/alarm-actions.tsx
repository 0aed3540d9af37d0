import type { AlarmItem } from '@vigil/realtime';
import { workOrderEndpoints } from '@vigil/sdk';
import { Button } from '@vigil/ui';
import { memo } from 'react';
import { useLocation } from 'wouter';
import { settings } from '../app/services';
import { callPermissions } from '../features/list/call-permissions';
import { usePermission } from '../features/permissions/use-permission';
import { useT } from '../i18n/use-t';
import { useOpenWorkOrder } from '../features/work-orders/use-open-work-order';
import { type AlarmTarget, alarmTarget } from './alarm-target';
import { useStoredAlarm } from './stored-alarm';

/** A permission no one holds: guards the dispatch of an alarm whose product no module serves. */
const NOBODY = ['-:-:-'];

/**
 * The three actions of the alarm on show (spec §4): View opens the device's real-time page in its module (stored
 * as the chooser stores it); Dispatch asks for the work-order form, or, once the alarm has its order, 查看工单 opens
 * that order (an alarm is dispatched once; each only with its permission and where the module has a work-order
 * list); Confirm removes the alarm from the feed (the sound stops with the last one). Which of Dispatch and 查看工单
 * shows is the alarm's stored record's: neither while it is unknown, so a dispatch always names its alarm.
 */
export const AlarmActions = memo(function AlarmActions({
  item,
  catchingUp = false,
  onDispatch,
  onConfirm,
}: {
  item: AlarmItem;
  /** A newer alarm is on show and these actions are still `item`'s: they do nothing until they catch up. */
  catchingUp?: boolean;
  onDispatch: (item: AlarmItem, target: AlarmTarget, alarmId: string) => void;
  onConfirm: (item: AlarmItem) => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const target = alarmTarget(item.proBh, item.sn);
  const module = target?.module ?? '';
  const orders = useOpenWorkOrder(module);
  const mayDispatch = usePermission(target ? callPermissions(workOrderEndpoints.add, module) : NOBODY);
  const mayViewOrder = usePermission(target ? orders.permissions : NOBODY);
  const stored = useStoredAlarm(item, target).data;
  const ordersPath = target?.workOrdersPath;
  // Catching up, every action would act on an alarm no longer on show: aria-disabled (the focus stays) and ignored.
  const idle = catchingUp || undefined;
  const unlessCatchingUp = (action: () => void) => () => {
    if (!catchingUp) action();
  };
  const view = () => {
    if (!target?.realtimePath) return;
    settings.setModule(target.module, target.productId);
    navigate(target.realtimePath);
  };
  return (
    <div className="flex flex-wrap gap-2 border-t px-3 py-2">
      {target?.realtimePath && (
        <Button size="sm" variant="outline" data-testid="alarm-view" title={t('popup.viewHint', { imei: item.sn })} aria-disabled={idle} onClick={unlessCatchingUp(view)}>
          {t('popup.view')}
        </Button>
      )}
      {target && ordersPath && stored && !stored.dispatched && mayDispatch && (
        <Button size="sm" variant="outline" data-testid="alarm-dispatch" aria-disabled={idle} onClick={unlessCatchingUp(() => onDispatch(item, target, String(stored.id)))}>
          {t('popup.dispatch')}
        </Button>
      )}
      {target && ordersPath && stored?.dispatched && mayViewOrder && (
        <Button
          size="sm"
          variant="outline"
          data-testid="alarm-view-order"
          aria-disabled={idle}
          onClick={unlessCatchingUp(() => void orders.open(String(stored.id), { ...target, workOrdersPath: ordersPath }))}
        >
          {t('popup.viewOrder')}
        </Button>
      )}
      <Button size="sm" variant="danger" data-testid="alarm-confirm" title={t('popup.confirmHint')} className="ms-auto" aria-disabled={idle} onClick={unlessCatchingUp(() => onConfirm(item))}>
        {t('popup.confirm')}
      </Button>
    </div>
  );
});
