import type { AlarmRecord, Device, VigilClient } from '@vigil/sdk';
import { unwrap } from '../data/unwrap';

/** A module's devices online and in all (GET /device/chart/count for its product). */
export async function fetchModuleOnline(client: VigilClient, productId: string): Promise<{ online: number; total: number }> {
  const { data } = await unwrap(client.devices.chartCount({ productId }));
  return { online: data.online, total: data.online + data.offline };
}

/** Alarms per day of `days` (`yyyy-MM-dd`) across the user's modules: each a one-row list call's `total`. */
export async function fetchAlarmDays(client: VigilClient, days: readonly string[]): Promise<number[]> {
  return Promise.all(days.map(async (day) => (await unwrap(client.alarms.list({ beginTime: day, endTime: day, pageNum: 1, pageSize: 1 }))).total));
}

/** The newest alarms across the user's modules (the ticker's feed). */
export async function fetchNewestAlarms(client: VigilClient, count: number): Promise<AlarmRecord[]> {
  return (await unwrap(client.alarms.list({ pageNum: 1, pageSize: count }))).rows;
}

export const WORK_ORDER_STATUSES = ['pending', 'processing', 'completed', 'rejected'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** Work orders per status across the user's modules: one-row list calls' totals (no count call exists). */
export async function fetchWorkOrderStatus(client: VigilClient): Promise<Record<WorkOrderStatus, number>> {
  const totals = await Promise.all(WORK_ORDER_STATUSES.map(async (status) => (await unwrap(client.workOrders.list({ status, pageNum: 1, pageSize: 1 }))).total));
  return Object.fromEntries(WORK_ORDER_STATUSES.map((status, i) => [status, totals[i] ?? 0])) as Record<WorkOrderStatus, number>;
}

/** Devices with a position, for the map: at most `limit` of the user's devices across modules. */
export async function fetchPlacedDevices(client: VigilClient, limit: number): Promise<Device[]> {
  const { rows } = await unwrap(client.sensors.list({ pageNum: 1, pageSize: limit }));
  return rows.filter((d) => d.longitude != null && d.latitude != null);
}
