import type { VigilClient } from '@vigil/sdk';
import { describe, expect, it, vi } from 'vitest';
import { fetchAlarmDays, fetchPlacedDevices, fetchWorkOrderStatus } from './screen-queries';

const list = (rows: unknown[], total = rows.length) => ({ code: 200, msg: 'ok', rows, total });

describe('screen queries', () => {
  it('counts work orders per status across modules (no product named)', async () => {
    const totals: Record<string, number> = { pending: 3, processing: 2, completed: 7, rejected: 1 };
    const call = vi.fn(async (query: { status: string }) => list([], totals[query.status]));
    const client = { workOrders: { list: call } } as unknown as VigilClient;
    expect(await fetchWorkOrderStatus(client)).toEqual({ pending: 3, processing: 2, completed: 7, rejected: 1 });
    expect(call.mock.calls.map(([query]) => query)).toEqual(
      ['pending', 'processing', 'completed', 'rejected'].map((status) => ({ status, pageNum: 1, pageSize: 1 })),
    );
  });

  it('counts alarms per calendar day, each day a whole day', async () => {
    const call = vi.fn(async (body: { beginTime: string }) => list([], body.beginTime === '2026-11-24' ? 5 : 1));
    const client = { alarms: { list: call } } as unknown as VigilClient;
    expect(await fetchAlarmDays(client, ['2026-11-23', '2026-11-24'])).toEqual([1, 5]);
    expect(call).toHaveBeenCalledWith({ beginTime: '2026-11-24', endTime: '2026-11-24', pageNum: 1, pageSize: 1 });
  });

  it('puts on the map only devices with a position', async () => {
    const rows = [
      { id: 1, imei: 'a', name: 'A', status: 'online', longitude: 121.5, latitude: 29.8 },
      { id: 2, imei: 'b', name: 'B', status: 'offline', longitude: null, latitude: null },
      { id: 3, imei: 'c', name: 'C', status: 'offline', longitude: '120.1', latitude: '30.2' },
    ];
    const client = { sensors: { list: vi.fn(async () => list(rows)) } } as unknown as VigilClient;
    expect((await fetchPlacedDevices(client, 500)).map((d) => d.imei)).toEqual(['a', 'c']);
  });

  it('fails (for the next refresh to retry) when the backend refuses', async () => {
    const client = { workOrders: { list: vi.fn(async () => ({ code: 500, msg: 'down' })) } } as unknown as VigilClient;
    await expect(fetchWorkOrderStatus(client)).rejects.toThrow('down');
  });
});
