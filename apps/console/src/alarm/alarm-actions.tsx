import type { AlarmItem } from '@vigil/realtime';
import { workOrderEndpoints } from '@vigil/sdk';
import { Button } from '@vigil/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { settings } from '../app/services';
import { alarmTypeOf, alarmTypeWord } from '../features/alarms/alarm-type';
import { callPermissions } from '../features/list/call-permissions';
import { usePermission } from '../features/permissions/use-permission';
import { useDispatchDialog } from '../features/work-orders/use-dispatch-dialog';
import { useTranslator } from '../i18n/use-t';
import { alarmTarget } from './alarm-target';
import { formatAlarmTime } from './alarm-time';

/** A permission no one holds: guards the dispatch of an alarm whose product no module serves. */
const NOBODY = ['-:-:-'];

/**
 * The three actions of the alarm on show (spec §4): View opens the device's real-time page in its module (stored
 * as the chooser stores it), Dispatch opens the work-order form prefilled from the alarm (only with the permission),
 * Confirm removes the alarm from the feed (the sound stops with the last one).
 */
export function AlarmActions({ item, onConfirm }: { item: AlarmItem; onConfirm: () => void }) {
  const { t, language } = useTranslator();
  const [, navigate] = useLocation();
  const target = alarmTarget(item.proBh, item.sn);
  // The module of the dialog is the one of the alarm it was opened for, even if a newer alarm is on show meanwhile.
  const [dispatchModule, setDispatchModule] = useState(target?.module ?? '');
  const dispatch = useDispatchDialog(dispatchModule);
  const mayDispatch = usePermission(target ? callPermissions(workOrderEndpoints.add, target.module) : NOBODY) && target !== null;
  const { alarmVo } = item;
  const type = alarmTypeWord(alarmTypeOf(alarmVo.alarm), t, alarmVo.notes);
  const view = () => {
    if (!target?.realtimePath) return;
    settings.setModule(target.module, target.productId);
    navigate(target.realtimePath);
  };
  const openDispatch = () => {
    if (!target) return;
    setDispatchModule(target.module);
    const time = formatAlarmTime(alarmVo.timeStamp, language);
    dispatch.open({ imei: item.sn, info: t('popup.dispatchInfo', { type, name: alarmVo.name, notes: alarmVo.notes || '—', imei: item.sn, address: item.address || '—', time }) });
  };
  return (
    <div className="flex flex-wrap gap-2 border-t px-3 py-2">
      {target?.realtimePath && (
        <Button size="sm" variant="outline" data-testid="alarm-view" title={t('popup.viewHint', { imei: item.sn })} onClick={view}>
          {t('popup.view')}
        </Button>
      )}
      {mayDispatch && (
        <Button size="sm" variant="outline" data-testid="alarm-dispatch" onClick={openDispatch}>
          {t('popup.dispatch')}
        </Button>
      )}
      <Button size="sm" variant="danger" data-testid="alarm-confirm" title={t('popup.confirmHint')} className="ms-auto" onClick={onConfirm}>
        {t('popup.confirm')}
      </Button>
      {dispatch.element}
    </div>
  );
}
