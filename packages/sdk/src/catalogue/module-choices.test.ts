import { describe, expect, it } from 'vitest';
import { MODULE_CODES } from './modules';
import { grantedModules, MODULE_CHOICES } from './module-choices';

describe('MODULE_CHOICES', () => {
  it('offers every module once: the product cards in catalogue order, then pressure, then administration', () => {
    const modules = MODULE_CHOICES.map((choice) => choice.module);
    expect(new Set(modules).size).toBe(modules.length);
    expect([...modules].sort()).toEqual([...MODULE_CODES].sort());
    // Spec §1's catalogue order: Industrial Alarm first, Home Alarm second; the two laser telemeters are two modules.
    expect(modules.slice(0, 2)).toEqual(['alarms', 'house']);
    expect(modules.slice(-2)).toEqual(['pressure', 'user']);
    expect(MODULE_CHOICES.find((c) => c.module === 'laser')?.product?.icon).toBe('cloud-desk');
    expect(MODULE_CHOICES.find((c) => c.module === 'handheld')?.product?.icon).toBe('handheld');
    expect(MODULE_CHOICES.find((c) => c.module === 'user')?.product).toBeNull();
  });
});

describe('grantedModules', () => {
  it('is the user’s own modules and its roles’, in the spec’s order, without unknown codes', () => {
    expect(grantedModules(['house'], [['flame', 'user'], null])).toEqual(['user', 'house', 'flame']);
    expect(grantedModules(undefined, [['*'], 'flame'])).toEqual([]);
    expect(grantedModules(['hat', 'hat'])).toEqual(['hat']);
  });
});
