import type { AlarmItem } from '@vigil/realtime';
import { workOrderEndpoints } from '@vigil/sdk';
import { Button } from '@vigil/ui';
import { memo } from 'react';
import { useLocation } from 'wouter';
import { settings } from '../app/services';
import { callPermissions } from '../features/list/call-permissions';
import { usePermission } from '../features/permissions/use-permission';
import { useT } from '../i18n/use-t';
import { type AlarmTarget, alarmTarget } from './alarm-target';

/** A permission no one holds: guards the dispatch of an alarm whose product no module serves. */
const NOBODY = ['-:-:-'];

/**
 * The three actions of the alarm on show (spec §4): View opens the device's real-time page in its module (stored
 * as the chooser stores it), Dispatch asks for the work-order form (only with the permission), Confirm removes the
 * alarm from the feed (the sound stops with the last one).
 */
export const AlarmActions = memo(function AlarmActions({
  item,
  onDispatch,
  onConfirm,
}: {
  item: AlarmItem;
  onDispatch: (item: AlarmItem, target: AlarmTarget) => void;
  onConfirm: (item: AlarmItem) => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const target = alarmTarget(item.proBh, item.sn);
  const mayDispatch = usePermission(target ? callPermissions(workOrderEndpoints.add, target.module) : NOBODY) && target !== null;
  const view = () => {
    if (!target?.realtimePath) return;
    settings.setModule(target.module, target.productId);
    navigate(target.realtimePath);
  };
  return (
    <div className="flex flex-wrap gap-2 border-t px-3 py-2">
      {target?.realtimePath && (
        <Button size="sm" variant="outline" data-testid="alarm-view" title={t('popup.viewHint', { imei: item.sn })} onClick={view}>
          {t('popup.view')}
        </Button>
      )}
      {mayDispatch && target && (
        <Button size="sm" variant="outline" data-testid="alarm-dispatch" onClick={() => onDispatch(item, target)}>
          {t('popup.dispatch')}
        </Button>
      )}
      <Button size="sm" variant="danger" data-testid="alarm-confirm" title={t('popup.confirmHint')} className="ms-auto" onClick={() => onConfirm(item)}>
        {t('popup.confirm')}
      </Button>
    </div>
  );
});
