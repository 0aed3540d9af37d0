import { HELMET_THRESHOLDS } from '@vigil/sdk/constants';
import { MODULE_CODES } from '@vigil/sdk/modules';
import { describe, expect, it } from 'vitest';
import { probeMeasureOf, productIdsOf } from './registry';

describe('probeMeasureOf', () => {
  it('gives every module with products what its probes measure, with a unit (or none), a range and thresholds inside it', () => {
    for (const module of MODULE_CODES) {
      const probes = probeMeasureOf(module);
      expect(probes.length > 0, module).toBe(productIdsOf(module).length > 0);
      for (const p of probes) {
        expect(typeof p.unit).toBe('string');
        expect(p.range.min <= p.lowAlarm && p.lowAlarm <= p.highAlarm && p.highAlarm <= p.range.max, `${module} ${p.type}`).toBe(true);
      }
    }
  });
  it('lists the home alarm’s methane and carbon monoxide in probe order, with their units', () => {
    expect(probeMeasureOf('house').map((p) => [p.type, p.unit, p.range.max])).toEqual([
      ['CH4', '%LEL', 100],
      ['CO', 'ppm', 150],
    ]);
    expect(probeMeasureOf('house', 'CO')?.name).toEqual({ zh: '一氧化碳', en: 'Carbon monoxide' });
    expect(probeMeasureOf('house', 'H2S')).toBeUndefined();
  });
  it('bounds the helmet’s gases by the spec §5 limits: combustible 0-20, CO 0-150, H2S, toluene and ammonia 0-15', () => {
    expect(probeMeasureOf('hat', 'EX')?.range).toEqual(HELMET_THRESHOLDS.combustible);
    expect(probeMeasureOf('hat', 'CO')?.range).toEqual({ min: 0, max: 150 });
    for (const type of ['H2S', 'C7H8', 'NH3']) expect(probeMeasureOf('hat', type)?.range).toEqual({ min: 0, max: 15 });
  });
  it('has no probes for the modules without products and one methane-path probe for both telemeters', () => {
    expect(probeMeasureOf('user')).toEqual([]);
    expect(probeMeasureOf('pressure')).toEqual([]);
    expect(probeMeasureOf('laser').map((p) => p.type)).toEqual(['CH4L']);
    expect(probeMeasureOf('handheld', 'CH4L')?.unit).toBe('ppm·m');
  });
});
