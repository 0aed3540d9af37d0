import { listEndpoints } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { readsOnly } from './reads-only';

describe('readsOnly', () => {
  it('counts GETs and list/query calls as reads, and every write as a write', () => {
    const byId = new Map(listEndpoints().map((endpoint) => [endpoint.id, endpoint]));
    const reads = (id: string) => {
      const endpoint = byId.get(id);
      if (!endpoint) throw new Error(`no endpoint ${id}`);
      return readsOnly(endpoint);
    };
    expect(['sensors.list', 'users.list', 'alarms.list', 'sensors.realtime', 'workOrders.get', 'auth.getInfo'].map(reads)).toEqual([true, true, true, true, true, true]);
    expect(['users.create', 'users.update', 'auth.login', 'devices.sendInstruction', 'workOrders.modifyStatus', 'notices.send', 'sites.refresh'].map(reads)).toEqual([false, false, false, false, false, false, false]);
  });
});
