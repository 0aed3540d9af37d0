import type { VigilClient } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { fetchHistory, HISTORY_PAGE_SIZE } from './history-query';

/** A client whose history call answers `total` rows, HISTORY_PAGE_SIZE a page, and records the pages asked for. */
function fakeClient(total: number) {
  const pages: number[] = [];
  const client = {
    sensors: {
      history: async ({ pageNum }: { pageNum: number }) => {
        pages.push(pageNum);
        const start = (pageNum - 1) * HISTORY_PAGE_SIZE;
        const count = Math.max(0, Math.min(HISTORY_PAGE_SIZE, total - start));
        return { code: 200, msg: '', total, rows: Array.from({ length: count }, (_, i) => ({ probe: 1, value: start + i, time: '2026-11-23 08:00:00' })) };
      },
    },
  } as unknown as VigilClient;
  return { client, pages };
}

const range = { from: new Date('2026-10-24T00:00:00Z'), to: new Date('2026-11-23T00:00:00Z') };

describe('fetchHistory', () => {
  it('asks page after page until it holds the total (two probes over 30 days: 86,400 rows)', async () => {
    const { client, pages } = fakeClient(86_400);
    const rows = await fetchHistory(client, '861', range, 'Asia/Shanghai');
    expect(rows).toHaveLength(86_400);
    expect(pages).toEqual([1, 2]);
  });

  it('asks once when the first page holds everything, and once for an empty range', async () => {
    const one = fakeClient(1_440);
    expect(await fetchHistory(one.client, '861', range, 'Asia/Shanghai')).toHaveLength(1_440);
    expect(one.pages).toEqual([1]);
    const none = fakeClient(0);
    expect(await fetchHistory(none.client, '861', range, 'Asia/Shanghai')).toEqual([]);
    expect(none.pages).toEqual([1]);
  });
});
