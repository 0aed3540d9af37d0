import { alarmEndpoints } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import type { Translate } from '../../i18n/translator';
import { useAfterSave } from '../data/use-after-save';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { alarmKey } from '../work-orders/query-keys';
import type { DispatchPrefill } from '../work-orders/use-dispatch-dialog';
import { alarmValue } from './alarm-columns';
import type { AlarmRecord } from './alarm-queries';
import { alarmTypeOf, alarmTypeWord } from './alarm-type';

const ids = (rows: readonly AlarmRecord[]): string => rows.map((a) => String(a.id)).join(',');

/** What a work order dispatched from an alarm starts with: the alarm, its device and what it says. */
export function dispatchPrefill(alarm: AlarmRecord, t: Translate): DispatchPrefill {
  const type = alarmTypeWord(alarmTypeOf(alarm.type, alarm.probeType), t, (alarm.typeName ?? ''));
  const device = (alarm.deviceName ?? '') || alarm.imei;
  const value = alarmValue(alarm);
  const info = value === '—' ? t('alarmList.dispatchInfoNoValue', { device, imei: alarm.imei, type }) : t('alarmList.dispatchInfo', { device, imei: alarm.imei, type, value });
  return { alarmId: String(alarm.id), imei: alarm.imei, info };
}

/** Where the list's dispatched alarms open their order: the module's product and work-order list (none: no dispatch). */
export interface AlarmOrders {
  permissions: readonly string[];
  open: (alarmId: string) => void;
}

/**
 * The alarm list's writes as actions guarded by their permissions in `module`: delete (alarms.remove, one or the
 * selection, comma-separated ids), reset (alarms.reset, not on an alarm already cleared), and once per alarm either
 * dispatch (`dispatch`, on an alarm without a work order) or 查看工单 (`orders`, on one with). Both only where the
 * module has a work-order list (`orders` given), so no order is dispatched where no list shows it. Each success
 * toasts and refetches the module's alarm lists.
 */
export function useAlarmActions(module: string, t: Translate, dispatch: { permissions: readonly string[]; open: (prefill: DispatchPrefill) => void }, orders: AlarmOrders | null) {
  const afterSave = useAfterSave(alarmKey(module));
  const remove = async (rows: readonly AlarmRecord[]) => void (await afterSave(fullClient.alarms.remove({ id: ids(rows) }), 'list.deleted'));
  const orderActions: ListAction<AlarmRecord>[] = orders
    ? [
        {
          id: 'dispatch',
          placement: 'row',
          permissions: dispatch.permissions,
          available: (alarm) => !alarm.dispatched,
          run: ([alarm]) => (alarm ? dispatch.open(dispatchPrefill(alarm, t)) : undefined),
        },
        { id: 'viewOrder', placement: 'row', permissions: orders.permissions, available: (alarm) => alarm.dispatched, run: ([alarm]) => (alarm ? orders.open(String(alarm.id)) : undefined) },
      ]
    : [];
  const actions: ListAction<AlarmRecord>[] = [
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: callPermissions(alarmEndpoints.remove, module), run: remove },
    ...orderActions,
    {
      id: 'resetAlarm',
      placement: 'row',
      destructive: true,
      confirm: { one: 'alarmList.confirmReset', many: 'alarmList.confirmResetSelected' },
      permissions: callPermissions(alarmEndpoints.reset, module),
      // A reset alarm (vigil-mock marks it `cleared`) has nothing left to reset.
      available: (alarm) => alarm.cleared !== true,
      run: async ([alarm]) => void (alarm && (await afterSave(fullClient.alarms.reset({ id: alarm.id }), 'alarmList.resetDone'))),
    },
    { id: 'delete', placement: 'row', destructive: true, permissions: callPermissions(alarmEndpoints.remove, module), run: remove },
  ];
  return actions;
}
