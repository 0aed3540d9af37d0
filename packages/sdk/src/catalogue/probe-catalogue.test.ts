import { describe, expect, it } from 'vitest';
import { HELMET_THRESHOLDS } from '../constants';
import { DEVICE_CATALOGUE } from './device-catalogue';
import { PROBE_MEASURES, probesOfProduct } from './probe-catalogue';

describe('probe catalogue', () => {
  it('gives every catalogue product at least one probe, each with its defaults inside its range', () => {
    for (const product of DEVICE_CATALOGUE) {
      const probes = probesOfProduct(product.productid);
      expect(probes.length, product.productid).toBeGreaterThan(0);
      for (const probe of probes) {
        expect(probe.range.min).toBeLessThanOrEqual(probe.lowAlarm);
        expect(probe.lowAlarm).toBeLessThanOrEqual(probe.highAlarm);
        expect(probe.highAlarm).toBeLessThanOrEqual(probe.range.max);
      }
    }
  });
  it('gives the helmet the five gases of spec §5, each ranging over its threshold limit', () => {
    const helmet = probesOfProduct('15144734');
    expect(helmet.map((p) => p.helmetGas)).toEqual(Object.keys(HELMET_THRESHOLDS));
    for (const probe of helmet) expect(probe.range).toEqual(HELMET_THRESHOLDS[probe.helmetGas ?? 'combustible']);
    expect(helmet.find((p) => p.type === 'CO')?.range).toEqual({ min: 0, max: 150 });
  });
  it('has no probes for an unknown product and names each probe kind in both languages', () => {
    expect(probesOfProduct('0')).toEqual([]);
    expect(probesOfProduct(15144628).map((p) => p.type)).toEqual(['CH4', 'CO']);
    for (const probe of Object.values(PROBE_MEASURES)) expect(probe.name.zh && probe.name.en).toBeTruthy();
  });
});
