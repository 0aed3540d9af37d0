import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../features/data/query-client';
import { useAfterPagePaint } from './use-after-page-paint';

describe('the alarm host waits for the page', () => {
  it("starts only once the page's data has come, not while its list is still asked for", async () => {
    const client = createQueryClient();
    let answer: (rows: string[]) => void = () => undefined;
    const list = client.fetchQuery({ queryKey: ['sensors.list'], queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)) });
    const { result } = renderHook(() => useAfterPagePaint(client));
    // A frame goes by with the list still under way: still waiting.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(result.current).toBe(false);
    answer(['row']);
    await list;
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('starts after the next frame on a page that asks for nothing', async () => {
    const { result } = renderHook(() => useAfterPagePaint(createQueryClient()));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
