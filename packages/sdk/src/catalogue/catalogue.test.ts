import { describe, expect, it } from 'vitest';
import { DEVICE_CATALOGUE, findProduct } from './device-catalogue';
import { findModule, isModuleCode, MODULE_CODES, MODULES } from './modules';

describe('DEVICE_CATALOGUE', () => {
  it('has the 15 entries of spec §1 with unique product ids', () => {
    expect(DEVICE_CATALOGUE).toHaveLength(15);
    expect(new Set(DEVICE_CATALOGUE.map((item) => item.productid)).size).toBe(15);
    expect(DEVICE_CATALOGUE.map((item) => item.code)).toEqual([
      'alarms', 'house', 'commercial', 'flame', 'civil', 'portable', 'environment', 'lampblack', 'tvoc', 'manhole', 'gas',
      'controller', 'hat', 'telemetryInstrument', 'telemetryInstrument',
    ]);
  });
  it('only the home alarm 15144628 is enabled', () => {
    expect(DEVICE_CATALOGUE.filter((item) => !item.disabled)).toEqual([
      { name: { zh: '家用报警器', en: 'Home Alarm' }, productid: '15144628', icon: 'house', code: 'house', disabled: false },
    ]);
  });
  it('every entry is bilingual and has an icon', () => {
    for (const item of DEVICE_CATALOGUE) {
      expect(item.name.zh).toMatch(/\p{Script=Han}/u);
      expect(item.name.en).toMatch(/^[A-Z0-9]/);
      expect(item.icon).not.toBe('');
    }
  });
  it('is frozen and looked up by string or number id', () => {
    expect(Object.isFrozen(DEVICE_CATALOGUE) && Object.isFrozen(DEVICE_CATALOGUE[0])).toBe(true);
    expect(findProduct(15144628)?.code).toBe('house');
    expect(findProduct('0')).toBeUndefined();
  });
});

describe('MODULES', () => {
  it('has the 14 modules of spec §2', () => {
    expect(MODULES.map((item) => item.code)).toEqual([
      'alarms', 'commercial', 'user', 'gas', 'manhole', 'lampblack', 'house', 'portable', 'flame', 'controller', 'pressure',
      'hat', 'laser', 'handheld',
    ]);
    expect(findModule('hat')?.home).toBe('/hat/hat');
    expect(findModule('user')?.name).toEqual({ zh: '用户中心', en: 'User centre' });
    expect(findModule('user')?.home).toBe('/user/user');
    expect(MODULES.map((item) => item.code)).toEqual([...MODULE_CODES]);
  });

  it('tells module codes from other strings', () => {
    expect(isModuleCode('house')).toBe(true);
    expect(isModuleCode('civil')).toBe(false);
    expect(isModuleCode(null)).toBe(false);
  });
});
