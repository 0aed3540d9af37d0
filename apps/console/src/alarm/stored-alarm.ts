import type { AlarmItem } from '@vigil/realtime';
import { fullClient } from '../app/full-client';
import { unwrap } from '../features/data/unwrap';

/**
 * The stored record of a live alarm, so a work order dispatched from the popup is linked to it (the alarm list then
 * reads 已派单): the socket's message carries no record id, so this is the newest alarm of the device and type not yet
 * dispatched. Undefined when there is none or the list cannot be read; the order is then dispatched unlinked.
 */
export async function storedAlarmId(item: AlarmItem): Promise<string | undefined> {
  try {
    const result = await unwrap(fullClient.alarms.list({ productId: item.proBh, imei: item.sn, type: item.alarmVo.alarm, dispatched: 'false', pageNum: 1, pageSize: 1 }));
    const record = result.rows[0];
    return record && record.imei === item.sn ? String(record.id) : undefined;
  } catch {
    return undefined;
  }
}
