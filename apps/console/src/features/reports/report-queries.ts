import type { VigilClient } from '@vigil/sdk';
import { unwrap } from '../data/unwrap';
import { REPORT_RANGES, type ReportRange, rangeBounds } from './report-ranges';

/** The figures of one period: the module's devices (total, online, offline) and the alarms raised in it. */
export interface ReportRow {
  range: ReportRange;
  total: number;
  online: number;
  offline: number;
  alarm: number;
}

/** The counted figures, in the order the chart, the table and the export show them. */
export const REPORT_FIGURES = ['total', 'online', 'offline', 'alarm'] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];

/** GET /device/chart/count for the product over each period (1, 7 and 30 days ending `now`), asked together. */
export async function fetchReport(client: VigilClient, productId: string, now: number, timeZone: string): Promise<ReportRow[]> {
  return Promise.all(
    REPORT_RANGES.map(async (range) => {
      const { data } = await unwrap(client.devices.chartCount({ productId, ...rangeBounds(range, now, timeZone) }));
      return { range, total: data.total, online: data.online, offline: data.offline, alarm: data.alarm ?? 0 };
    }),
  );
}
