import { describe, expect, it } from 'vitest';
import { CATALOGUE, HOUSE_PRODUCT_ID } from './catalogue';
import { createSeedState } from './index';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('createSeedState', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    expect(JSON.stringify(createSeedState(1, NOW))).toBe(JSON.stringify(createSeedState(1, NOW)));
    expect(createSeedState(2, NOW).collections.devices?.[0]?.imei).not.toBe(createSeedState(1, NOW).collections.devices?.[0]?.imei);
  });

  it('has the 15-product catalogue with only the house alarm enabled, and devices for every product', () => {
    const state = createSeedState(1, NOW);
    const products = state.collections.products ?? [];
    expect(products).toHaveLength(15);
    expect(products.filter((p) => p.disabled === false).map((p) => [p.productId, p.code])).toEqual([[HOUSE_PRODUCT_ID, 'house']]);
    for (const product of CATALOGUE) expect(state.collections.devices?.some((d) => d.productId === product.productId)).toBe(true);
  });

  it('seeds every entity of spec §3 with bilingual names', () => {
    const state = createSeedState(1, NOW);
    for (const name of ['depts', 'roles', 'menus', 'users', 'devices', 'probes', 'alarms', 'workOrders', 'contacts', 'notices', 'memberAccounts', 'transactions', 'bills', 'messageRecords', 'fileColumns', 'files', 'dictTypes', 'dictData', 'configs', 'storages', 'sites', 'entrances', 'shares', 'persons', 'deviceLogs', 'sensorConfigs']) {
      expect(state.collections[name]?.length, name).toBeGreaterThan(0);
    }
    const names = (state.collections.users ?? []).map((u) => String(u.nickName));
    expect(names.some((n) => /[\u4e00-\u9fa5]/.test(n))).toBe(true);
    expect(names.some((n) => /^[A-Za-z ]+$/.test(n))).toBe(true);
    const ids = Object.values(state.collections).flatMap((rows) => rows.map((r) => r.id ?? r.userId ?? r.roleId ?? r.deptId ?? r.menuId ?? r.noticeId ?? r.dictId ?? r.dictCode ?? r.configId));
    expect(ids.every((id) => typeof id === 'number' && id <= state.sequence)).toBe(true);
  });
});
