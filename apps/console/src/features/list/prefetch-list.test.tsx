import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../data/query-client';
import { listWrapper } from './list-test-wrapper';
import type { ListQuery, SearchField } from './list-types';
import { type PageListOptions, prefetchPageList } from './prefetch-list';
import { useServerList } from './use-server-list';

const FIELDS: SearchField[] = [{ name: 'imei', label: 'device.imei', kind: 'text' }];

/** A page's list prefetched from `search` at navigation, then the page mounting on that URL. */
async function prefetchThenMount(search: string, mountedSearch = search) {
  const fetchPage = vi.fn((query: ListQuery) => Promise.resolve({ rows: [query], total: 1 }));
  const options: PageListOptions<ListQuery> = { queryKey: ['sensors.list', 'house', '15144628'], fields: FIELDS, fetchPage };
  const client = createQueryClient();
  const prefetched = prefetchPageList(client, options, search);
  const location = memoryLocation({ path: '/house-device/device', searchPath: mountedSearch });
  const wrapper = listWrapper(client, location);
  const { result } = renderHook(() => useServerList(options), { wrapper });
  await prefetched;
  await waitFor(() => expect(result.current.query.data).toBeDefined());
  return { result, fetchPage };
}

describe('a page list prefetched at navigation', () => {
  it('is the request the page reads: mounting on the same URL asks the server nothing more', async () => {
    const { result, fetchPage } = await prefetchThenMount('imei=86&pageNum=2');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(result.current.query.data?.rows[0]).toEqual({ filters: { imei: '86' }, pageNum: 2, pageSize: 10 });
  });

  it('does not stand in for another page of the list: the page asks for its own', async () => {
    const { result, fetchPage } = await prefetchThenMount('pageNum=2', 'pageNum=3');
    await waitFor(() => expect(result.current.query.data?.rows[0]).toEqual({ filters: {}, pageNum: 3, pageSize: 10 }));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
