import { useQuery } from '@tanstack/react-query';
import type { AlarmItem } from '@vigil/realtime';
import { alarmEndpoints, type AlarmRecord } from '@vigil/sdk';
import { fullClient } from '../app/full-client';
import { unwrap } from '../features/data/unwrap';
import { useCanCall } from '../features/permissions/use-permission';
import { alarmKey } from '../features/work-orders/query-keys';
import type { AlarmTarget } from './alarm-target';

/** Enough rows to find the device's own among IMEIs the backend's substring filter also matches. */
const LOOKUP_ROWS = 10;

/**
 * The stored record of a live alarm: the socket's message carries no record id, and the feed keeps one alarm per
 * device and type (spec §9), so it is the newest stored alarm of that device and type. Null when there is none.
 */
async function fetchStoredAlarm(item: AlarmItem): Promise<AlarmRecord | null> {
  const result = await unwrap(fullClient.alarms.list({ productId: item.proBh, imei: item.sn, type: item.alarmVo.alarm, pageNum: 1, pageSize: LOOKUP_ROWS }));
  return result.rows.find((record) => record.imei === item.sn) ?? null;
}

/**
 * The live alarm's stored record, read where the user may list the alarms of its module: whether it was dispatched
 * decides between 派发工单 and 查看工单, and its id links the order. Kept under the module's alarm key, so a
 * dispatch (which refetches that key) turns the popup's action to 查看工单.
 */
export function useStoredAlarm(item: AlarmItem, target: AlarmTarget | null) {
  const allowed = useCanCall(alarmEndpoints.list, target?.module);
  return useQuery({
    queryKey: [...alarmKey(target?.module ?? ''), 'stored', item.proBh, item.sn, item.alarmVo.alarm, item.alarmVo.timeStamp],
    queryFn: () => fetchStoredAlarm(item),
    enabled: allowed && target !== null,
  });
}
