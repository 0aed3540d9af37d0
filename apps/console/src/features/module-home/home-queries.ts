import type { AlarmRecord, VigilClient } from '@vigil/sdk';
import { unwrap } from '../data/unwrap';

/** Devices online and offline (GET /device/chart/count for the product). */
export async function fetchDeviceCounts(client: VigilClient, productId: string): Promise<{ online: number; offline: number }> {
  const { data } = await unwrap(client.devices.chartCount({ productId }));
  return { online: data.online, offline: data.offline };
}

/**
 * Alarms per day of `days` (`yyyy-MM-dd` in the user's zone; a bare date is that whole day): the backend has no
 * per-day count, so each is a one-row list call's `total`.
 */
export async function fetchAlarmWeek(client: VigilClient, productId: string, days: readonly string[]): Promise<number[]> {
  return Promise.all(days.map(async (day) => (await unwrap(client.alarms.list({ productId, beginTime: day, endTime: day, pageNum: 1, pageSize: 1 }))).total));
}

/** A range of whole days (`yyyy-MM-dd`, a bare end date covering that day), as the alarm list's search sends it. */
export interface DayRange {
  beginTime: string;
  endTime: string;
}

/**
 * The newest `count` alarms of the product in `range`, and how many the range holds: the same call (and so the same
 * count) as the alarm list searched by that range.
 */
export async function fetchLatestAlarms(client: VigilClient, productId: string, count: number, range: DayRange): Promise<{ rows: AlarmRecord[]; total: number }> {
  const { rows, total } = await unwrap(client.alarms.list({ productId, ...range, pageNum: 1, pageSize: count }));
  return { rows, total };
}

/** Work orders still open (pending or processing): no count call exists, so two one-row list calls' totals. */
export async function fetchOpenWorkOrders(client: VigilClient, productId: string): Promise<number> {
  const totals = await Promise.all(
    (['pending', 'processing'] as const).map(async (status) => (await unwrap(client.workOrders.list({ productId, status, pageNum: 1, pageSize: 1 }))).total),
  );
  return totals.reduce((a, b) => a + b, 0);
}
