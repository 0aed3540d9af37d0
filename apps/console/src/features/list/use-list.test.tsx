import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../data/query-client';
import { listWrapper } from './list-test-wrapper';
import type { ListQuery, SearchField } from './list-types';
import { type ListOptions, useList } from './use-list';

const FIELDS: SearchField[] = [
  { name: 'imei', label: 'device.imei', kind: 'text' },
  { name: 'beginTime', label: 'member.beginTime', kind: 'date' },
];

/** Renders `useList` on /house-device/device with `search` as the URL's query; the fetch answers the query it got. */
function renderList(stateIn: ListOptions<ListQuery>['stateIn'], { search = '', defaults }: { search?: string; defaults?: Record<string, string> } = {}) {
  const location = memoryLocation({ path: '/house-device/device', searchPath: search, record: true });
  const fetchPage = vi.fn((query: ListQuery) => Promise.resolve({ rows: [query], total: 1 }));
  const client = createQueryClient();
  const wrapper = listWrapper(client, location);
  const hook = renderHook(() => useList({ stateIn, queryKey: ['items'], fields: FIELDS, fetchPage, ...(defaults ? { defaults } : {}) }), { wrapper });
  return { ...hook, location, fetchPage };
}

const lastUrl = (location: ReturnType<typeof memoryLocation>) => location.history?.at(-1);

describe('useList with its state in the URL', () => {
  it('reads its state from the URL, default filters filling in, and fetches it', async () => {
    const { result, fetchPage } = renderList('url', { search: 'imei=86&pageNum=2&pageSize=20', defaults: { beginTime: '2026-11-01' } });
    expect(result.current.state).toEqual({ filters: { beginTime: '2026-11-01', imei: '86' }, pageNum: 2, pageSize: 20 });
    await waitFor(() => expect(result.current.query.data?.rows[0]).toEqual(result.current.state));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('writes a search (at page 1), a page, a page size and a reset to the URL; a reset leaves the defaults out', async () => {
    const { result, location } = renderList('url', { search: 'pageNum=3&pageSize=20', defaults: { beginTime: '2026-11-01' } });
    act(() => result.current.search({ imei: '86', beginTime: '2026-11-01' }));
    expect(lastUrl(location)).toBe('/house-device/device?imei=86&beginTime=2026-11-01&pageSize=20');
    expect(result.current.state).toEqual({ filters: { beginTime: '2026-11-01', imei: '86' }, pageNum: 1, pageSize: 20 });
    act(() => result.current.setPage(2));
    expect(lastUrl(location)).toBe('/house-device/device?imei=86&beginTime=2026-11-01&pageNum=2&pageSize=20');
    act(() => result.current.setPageSize(30));
    expect(lastUrl(location)).toBe('/house-device/device?imei=86&beginTime=2026-11-01&pageSize=30');
    act(() => result.current.reset());
    expect(lastUrl(location)).toBe('/house-device/device?pageSize=30');
    expect(result.current.state).toEqual({ filters: { beginTime: '2026-11-01' }, pageNum: 1, pageSize: 30 });
  });

  it('asks the server again on a search with the filters already applied', async () => {
    const { result, fetchPage } = renderList('url', { search: 'imei=86' });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    act(() => result.current.search({ imei: '86' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(fetchPage).toHaveBeenLastCalledWith({ filters: { imei: '86' }, pageNum: 1, pageSize: 10 });
  });

  it('keeps its state while another page is on screen (a kept-alive list)', () => {
    const { result, location } = renderList('url', { search: 'imei=86' });
    act(() => location.navigate('/house-device/alarm?imei=99&pageNum=4'));
    expect(result.current.state).toEqual({ filters: { imei: '86' }, pageNum: 1, pageSize: 10 });
    act(() => result.current.setPage(2));
    expect(lastUrl(location)).toBe('/house-device/device?imei=86&pageNum=2');
  });
});

describe('useList with its state in the component', () => {
  it('starts from its defaults, never reads the URL and never writes it', async () => {
    const { result, location, fetchPage } = renderList('component', { search: 'imei=99&pageNum=4', defaults: { beginTime: '2026-11-01' } });
    expect(result.current.state).toEqual({ filters: { beginTime: '2026-11-01' }, pageNum: 1, pageSize: 10 });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith(result.current.state));
    act(() => result.current.search({ imei: '86' }));
    act(() => result.current.setPage(3));
    expect(result.current.state).toEqual({ filters: { imei: '86' }, pageNum: 3, pageSize: 10 });
    act(() => result.current.setPageSize(20));
    expect(result.current.state).toEqual({ filters: { imei: '86' }, pageNum: 1, pageSize: 20 });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ filters: { beginTime: '2026-11-01' }, pageNum: 1, pageSize: 20 });
    expect(location.history).toEqual(['/house-device/device?imei=99&pageNum=4']);
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ filters: { beginTime: '2026-11-01' }, pageNum: 1, pageSize: 20 }));
  });

  it('a search starts again at page 1; with the filters already applied it asks the server again, the state kept', async () => {
    const { result, fetchPage } = renderList('component');
    act(() => result.current.search({ imei: '86' }));
    act(() => result.current.setPage(2));
    act(() => result.current.search({ imei: '86' }));
    expect(result.current.state).toEqual({ filters: { imei: '86' }, pageNum: 1, pageSize: 10 });
    await waitFor(() => expect(result.current.query.data?.rows[0]).toEqual(result.current.state));
    const calls = fetchPage.mock.calls.length;
    const state = result.current.state;
    act(() => result.current.search({ imei: '86' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(calls + 1));
    expect(result.current.state).toBe(state);
  });
});
