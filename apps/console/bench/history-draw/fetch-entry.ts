/**
 * The page side of the fetch part of bench/history-draw.mjs, on vigil-mock's origin: one device's history over a
 * range fetched as the console fetches it (`fetchWindow`: today's raw paged call, or buckets sized to the chart) and
 * drawn with the history chart's options; answers the milliseconds from the first request to the end of the first
 * draw, and the JSON bytes the calls received (Resource Timing's decoded body sizes).
 */
import { createClient } from '@vigil/sdk';
import uPlot from 'uplot';
import { chartData, chartOptions } from '../../src/features/history/chart-options';
import { type Resolution, resolutionOf } from '../../src/features/history/history-resolution';
import { fetchWindow, windowSeries } from '../../src/features/history/history-window';

const SIZE = { width: 1200, height: 320 };
const ZONE = 'Asia/Shanghai';
const DAY = 86_400_000;

interface Case {
  token: string;
  imei: string;
  days: number;
  mode: 'raw' | 'buckets';
}

async function run({ token, imei, days, mode }: Case): Promise<{ ms: number; bytes: number; requests: number; bucketSeconds: number | null; points: number }> {
  const client = createClient({ baseUrl: `${location.origin}/api`, getToken: () => token, timeZone: ZONE });
  const now = Date.now();
  const range = { from: new Date(now - days * DAY), to: new Date(now) };
  const resolution: Resolution = mode === 'raw' ? { kind: 'raw' } : resolutionOf(range, SIZE.width);
  const host = document.getElementById('chart') as HTMLElement;
  performance.clearResourceTimings();
  const start = performance.now();
  const series = windowSeries(await fetchWindow(client, imei, range, resolution, ZONE), [], ZONE);
  const ms = await new Promise<number>((resolve) => {
    const options = chartOptions(series, SIZE, ZONE, { time: 'Time' });
    let plot: uPlot | undefined;
    const done = { hooks: { draw: () => queueMicrotask(() => { resolve(performance.now() - start); plot?.destroy(); }) } };
    plot = new uPlot({ ...options, plugins: [...(options.plugins ?? []), done] }, chartData(series), host);
  });
  const calls = performance.getEntriesByType('resource').filter((e) => e.name.includes('/jgtc/history/')) as PerformanceResourceTiming[];
  return { ms, bytes: calls.reduce((sum, e) => sum + e.decodedBodySize, 0), requests: calls.length, bucketSeconds: series.bucketSeconds ?? null, points: series.times.length };
}

(window as unknown as { historyFetchBench: typeof run }).historyFetchBench = run;
