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

  it('seeds every entity of spec §3', () => {
    const state = createSeedState(1, NOW);
    for (const name of ['depts', 'roles', 'menus', 'users', 'devices', 'probes', 'alarms', 'workOrders', 'contacts', 'notices', 'memberAccounts', 'transactions', 'bills', 'messageRecords', 'fileColumns', 'files', 'dictTypes', 'dictData', 'configs', 'storages', 'sites', 'entrances', 'shares', 'persons', 'deviceLogs', 'sensorConfigs']) {
      expect(state.collections[name]?.length, name).toBeGreaterThan(0);
    }
    const ids = Object.values(state.collections).flatMap((rows) => rows.map((r) => r.id ?? r.userId ?? r.roleId ?? r.deptId ?? r.menuId ?? r.noticeId ?? r.dictId ?? r.dictCode ?? r.configId));
    expect(ids.every((id) => typeof id === 'number' && id <= state.sequence)).toBe(true);
  });

  it('in English differs from the Chinese seed only in texts: same ids, counts, numbers, codes, logins and times', () => {
    const han = /\p{Script=Han}/u;
    const differences: string[] = [];
    // Walks both states side by side: a leaf is the same, or a Chinese text against a text without Han.
    const compare = (zh: unknown, en: unknown, path: string): void => {
      if (typeof zh === 'string' && typeof en === 'string') {
        if (zh !== en && !(han.test(zh) && !han.test(en))) differences.push(`${path}: ${zh} / ${en}`);
      } else if (zh && en && typeof zh === 'object' && typeof en === 'object') {
        const keys = new Set([...Object.keys(zh), ...Object.keys(en)]);
        for (const key of keys) compare((zh as Record<string, unknown>)[key], (en as Record<string, unknown>)[key], `${path}.${key}`);
      } else if (zh !== en) differences.push(`${path}: ${String(zh)} / ${String(en)}`);
    };
    compare(createSeedState(1, NOW, 'zh-CN'), createSeedState(1, NOW, 'en'), 'state');
    expect(differences).toEqual([]);
  });
});
