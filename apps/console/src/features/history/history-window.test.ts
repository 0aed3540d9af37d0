import type { VigilClient } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { fetchWindow, windowSeries } from './history-window';

const range = { from: new Date('2026-10-24T00:00:00Z'), to: new Date('2026-11-23T00:00:00Z') };
const hourly = { kind: 'buckets', seconds: 3600 } as const;

/** A client whose buckets call answers `buckets` (an envelope), and whose raw call answers one page of two readings; calls are recorded. */
function fakeClient(buckets: { code: number; msg?: string; rows?: unknown[]; total?: number }) {
  const calls: string[] = [];
  const client = {
    sensors: {
      historyBuckets: async (_body: unknown, options: { extension?: boolean }) => {
        calls.push(`buckets${options.extension ? ' (extension)' : ''}`);
        return buckets;
      },
      history: async () => {
        calls.push('raw');
        return { code: 200, msg: '', total: 2, rows: [{ probe: 1, value: 1, time: '2026-11-23 07:59:00' }, { probe: 1, value: 2, time: '2026-11-23 08:00:00' }] };
      },
    },
  } as unknown as VigilClient;
  return { client, calls };
}

describe('a window over a day is drawn from buckets, and from the raw readings where the backend has no buckets', () => {
  it('draws the mean with its min–max band from the buckets call', async () => {
    const { client, calls } = fakeClient({ code: 200, msg: '', total: 1, rows: [{ probe: 1, time: '2026-11-23 08:00:00', min: 1, max: '3.5', mean: 2, count: 60 }] });
    const series = windowSeries(await fetchWindow(client, '861', range, hourly, 'Asia/Shanghai'), [], 'Asia/Shanghai');
    expect(calls).toEqual(['buckets (extension)']);
    expect(series).toMatchObject({ bucketSeconds: 3600, readings: 60, times: [Date.parse('2026-11-23T00:00:00Z') / 1000] });
    expect(series.lines[0]).toMatchObject({ values: [2], min: [1], max: [3.5] });
  });

  it('falls back to the raw readings on a 404 (HTTP, or code 404 in the envelope), and asks buckets only once', async () => {
    const { client, calls } = fakeClient({ code: 404, msg: 'Not Found' });
    const first = windowSeries(await fetchWindow(client, '861', range, hourly, 'Asia/Shanghai'), [], 'Asia/Shanghai');
    expect(first.bucketSeconds).toBeUndefined();
    expect(first.lines[0]?.values).toEqual([1, 2]);
    await fetchWindow(client, '861', range, hourly, 'Asia/Shanghai');
    expect(calls).toEqual(['buckets (extension)', 'raw', 'raw']);
  });

  it('does not fall back on a refusal: the backend has the call and said no', async () => {
    const { client, calls } = fakeClient({ code: 400, msg: '汇总区间过多' });
    await expect(fetchWindow(client, '861', range, hourly, 'Asia/Shanghai')).rejects.toThrow('汇总区间过多');
    expect(calls).toEqual(['buckets (extension)']);
  });

  it('asks for every reading when the window is a day or less', async () => {
    const { client, calls } = fakeClient({ code: 200, rows: [], total: 0 });
    await fetchWindow(client, '861', range, { kind: 'raw' }, 'Asia/Shanghai');
    expect(calls).toEqual(['raw']);
  });
});
