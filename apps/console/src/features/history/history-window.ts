import type { Probe, Reading, ReadingBucket, VigilClient } from '@vigil/sdk';
import { isSuccess } from '@vigil/sdk/client';
import { unwrap } from '../data/unwrap';
import { fetchHistory, wireTime } from './history-query';
import type { Resolution } from './history-resolution';
import { bucketSeries, type HistorySeries, toSeries } from './history-series';
import type { TimeRange } from './range-presets';

/** Answers of a backend without the call: no such path (404, also as code 404 in an HTTP 200 envelope), method or implementation. */
const ABSENT_CODES = new Set([404, 405, 501]);
/** Clients whose backend answered that it has no `sensors.historyBuckets`: asked once, then raw until the page reloads. */
const withoutBuckets = new WeakSet<VigilClient>();

/**
 * A device's buckets over a range (`sensors.historyBuckets`, a Vigil extension), or undefined when the backend does
 * not have the call: it is asked as an extension, so its 404 raises no toast.
 */
export async function fetchBuckets(client: VigilClient, imei: string, range: TimeRange, bucketSeconds: number, timeZone: string, signal?: AbortSignal): Promise<ReadingBucket[] | undefined> {
  if (withoutBuckets.has(client)) return undefined;
  const body = { imei, beginTime: wireTime(range.from, timeZone), endTime: wireTime(range.to, timeZone), bucketSeconds };
  const answer = await client.sensors.historyBuckets(body, { signal, extension: true });
  if (!isSuccess(answer) && ABSENT_CODES.has(answer.code)) {
    withoutBuckets.add(client);
    return undefined;
  }
  return (await unwrap(Promise.resolve(answer))).rows;
}

/** What a window's fetch brought: every reading, or buckets of `seconds`. */
export type WindowData = { kind: 'raw'; rows: Reading[] } | { kind: 'buckets'; seconds: number; rows: ReadingBucket[] };

/** A window at a resolution: buckets where asked and the backend has them, else every reading (paged). */
export async function fetchWindow(client: VigilClient, imei: string, range: TimeRange, resolution: Resolution, timeZone: string, signal?: AbortSignal): Promise<WindowData> {
  if (resolution.kind === 'buckets') {
    const rows = await fetchBuckets(client, imei, range, resolution.seconds, timeZone, signal);
    if (rows) return { kind: 'buckets', seconds: resolution.seconds, rows };
  }
  return { kind: 'raw', rows: await fetchHistory(client, imei, range, timeZone, signal) };
}

/** A window's rows as chart columns, lines named by the device's probes. */
export function windowSeries(data: WindowData, probes: readonly Probe[], timeZone: string): HistorySeries {
  return data.kind === 'buckets' ? bucketSeries(data.rows, data.seconds, probes, timeZone) : toSeries(data.rows, probes, timeZone);
}
