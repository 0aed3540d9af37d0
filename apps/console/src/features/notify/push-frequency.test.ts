import type { VigilClient } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { fetchFrequencyPage } from './push-frequency';

/** A client with two devices of which one has a configuration; it records what each call was asked. */
function fakeClient() {
  const asked: Record<string, unknown>[] = [];
  const client = {
    sensors: {
      list: async (input: Record<string, unknown>) => {
        asked.push({ list: input });
        return {
          code: 200,
          msg: '',
          total: 12,
          rows: [
            { imei: '861000000000001', sn: '861000000000001', status: 'online', name: '厨房', location: '1 号楼' },
            { imei: '861000000000002', sn: '861000000000002', status: 'offline' },
          ],
        };
      },
      configs: async (input: Record<string, unknown>) => {
        asked.push({ configs: input });
        return { code: 200, msg: '', total: 1, rows: [{ imei: '861000000000001', pushFrequency: 30 }] };
      },
    },
  } as unknown as VigilClient;
  return { client, asked };
}

describe('fetchFrequencyPage', () => {
  it('gives each device of the page its configured minutes per push, or none', async () => {
    const { client, asked } = fakeClient();
    const page = await fetchFrequencyPage(client, '15144628', { filters: { imei: '861' }, pageNum: 2, pageSize: 10 });
    expect(page).toEqual({
      total: 12,
      rows: [
        { imei: '861000000000001', name: '厨房', location: '1 号楼', pushFrequency: 30 },
        { imei: '861000000000002', name: '', location: '', pushFrequency: null },
      ],
    });
    // The devices' page is the list's; the configurations are the product's.
    expect(asked).toContainEqual({ list: { imei: '861', productId: '15144628', pageNum: 2, pageSize: 10 } });
    expect(asked).toContainEqual({ configs: expect.objectContaining({ productId: '15144628', pageNum: 1 }) });
  });
});
