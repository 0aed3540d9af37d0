import { TZDate } from '@date-fns/tz';
import type { Reading, VigilClient } from '@vigil/sdk';
import { format } from 'date-fns';
import { unwrap } from '../data/unwrap';
import type { TimeRange } from './range-presets';

const MINUTE = 60_000;
/** The backend answers at most 31 days per minute of step. */
const DAYS_PER_STEP = 31;
/** Rows asked for per request: a 30-day minute series of one probe fits in one page. */
export const HISTORY_PAGE_SIZE = 50_000;

/** The interval in minutes that keeps a range within 31 days per minute: 1 up to 31 days, 3 for three months. */
export function historyStep({ from, to }: TimeRange): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / (DAYS_PER_STEP * 1440 * MINUTE)));
}

/** An instant as the backend reads it: `yyyy-MM-dd HH:mm:ss` in the user's zone (the zone every call sends). */
export function wireTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd HH:mm:ss');
}

/** The body of a history request for one device and range, page by page. */
export function historyBody(imei: string, range: TimeRange, timeZone: string, pageNum: number, pageSize = HISTORY_PAGE_SIZE) {
  return { imei, beginTime: wireTime(range.from, timeZone), endTime: wireTime(range.to, timeZone), step: historyStep(range), pageNum, pageSize };
}

/**
 * One page of a device's readings for a table of one row per instant: `instants` rows of `probes` readings each, the
 * readings being listed instant by instant. Its total is in instants.
 */
export async function fetchReadingPage(client: VigilClient, imei: string, range: TimeRange, timeZone: string, page: { pageNum: number; instants: number; probes: number }, signal?: AbortSignal): Promise<{ rows: Reading[]; total: number }> {
  const probes = Math.max(1, page.probes);
  const answer = await unwrap(client.sensors.history(historyBody(imei, range, timeZone, page.pageNum, page.instants * probes), { signal }));
  return { rows: answer.rows, total: Math.ceil(answer.total / probes) };
}

/** Every reading of a device in a range (POST /jgtc/history/show), fetched page by page until the total is reached. */
export async function fetchHistory(client: VigilClient, imei: string, range: TimeRange, timeZone: string, signal?: AbortSignal): Promise<Reading[]> {
  const rows: Reading[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await unwrap(client.sensors.history(historyBody(imei, range, timeZone, pageNum), { signal }));
    for (const row of page.rows) rows.push(row);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}
