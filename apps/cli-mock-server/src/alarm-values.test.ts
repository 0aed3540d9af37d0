import { DEVICE_CATALOGUE, probesOfProduct } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { alarmingValue } from './alarm-values';

describe('alarmingValue', () => {
  it('gives oxygen a deficiency below 19.5 %VOL and an enrichment above 23.5 %VOL (OSHA 29 CFR 1910.146), never the reverse', () => {
    const o2 = { low: 19.5, high: 23.5 };
    for (const step of [0, 1, 3]) {
      const low = alarmingValue('both', 'low', o2, [0, 30], step);
      expect(low?.judgement).toBe('low');
      expect(low?.value).toBeLessThan(19.5);
      const high = alarmingValue('both', 'high', o2, [0, 30], step);
      expect(high?.judgement).toBe('high');
      expect(high?.value).toBeGreaterThan(23.5);
    }
  });

  it('gives methane a first level between its limits and a second at or above the high one', () => {
    const first = alarmingValue('rising', 'low', { low: 10, high: 25 }, [0, 100], 3);
    expect(first).toEqual({ value: 13, judgement: 'low' });
    expect(alarmingValue('rising', 'high', { low: 10, high: 25 }, [0, 100], 4)).toEqual({ value: 29, judgement: 'high' });
  });

  it('raises nothing for a relay, and only its high alarm for a flame (a flame seen is a fire)', () => {
    expect(alarmingValue('none', 'high', { low: 1, high: 1 }, [0, 1], 1)).toBeUndefined();
    expect(alarmingValue('rising', 'low', { low: 1, high: 1 }, [0, 1], 2)).toEqual({ value: 1, judgement: 'high' });
  });

  it('keeps every catalogue measure inside its range', () => {
    for (const product of DEVICE_CATALOGUE)
      for (const m of probesOfProduct(product.productid))
        for (const wanted of ['low', 'high'] as const) {
          const got = alarmingValue(m.direction, wanted, { low: m.lowAlarm, high: m.highAlarm }, [m.range.min, m.range.max], 10);
          if (got) expect(got.value, m.type).toBeGreaterThanOrEqual(m.range.min);
          if (got) expect(got.value, m.type).toBeLessThanOrEqual(m.range.max);
        }
  });
});
