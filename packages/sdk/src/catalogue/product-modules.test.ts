import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints/index';
import { DEVICE_CATALOGUE } from './device-catalogue';
import { MODULE_CODES } from './modules';
import { canCallForProduct, mayOpenProduct, moduleOfProduct, PRODUCT_PAGES_CALL, permissionModuleOf, productIdsOfModule } from './product-modules';

const idOf = (code: string, icon?: string) => DEVICE_CATALOGUE.find((p) => p.code === code && (icon === undefined || p.icon === icon))?.productid ?? '';
const HOUSE = idOf('house');
const CIVIL = idOf('civil');
const DESK = idOf('telemetryInstrument', 'cloud-desk');
const HANDHELD = idOf('telemetryInstrument', 'handheld');

describe('product modules: which pages serve a product, which tags grant it', () => {
  it('serves each product in one module: its owner, or the module hosting it', () => {
    const served = DEVICE_CATALOGUE.map((product) => [product.productid, moduleOfProduct(product)]);
    expect(served.filter(([, module]) => module === null)).toEqual([]);
    expect(productIdsOfModule('house')).toEqual([HOUSE, CIVIL]);
    expect(productIdsOfModule('laser')).toEqual([DESK]);
    expect(productIdsOfModule('handheld')).toEqual([HANDHELD]);
    expect(productIdsOfModule('pressure')).toEqual([]);
    // Every product is listed by exactly one module.
    const all = MODULE_CODES.flatMap(productIdsOfModule);
    expect(all.sort()).toEqual(DEVICE_CATALOGUE.map((p) => p.productid).sort());
  });

  it('grants an owned product by its module’s tags, a hosted one only by its own code', () => {
    expect(permissionModuleOf(HOUSE)).toBe('house');
    expect(permissionModuleOf(DESK)).toBe('laser');
    expect(permissionModuleOf(HANDHELD)).toBe('handheld');
    // The civilian alarm is shown by the house pages but is not the house module's product.
    expect(permissionModuleOf(CIVIL)).toBe('civil');
    expect(permissionModuleOf('999')).toBeUndefined();
  });

  it('answers what a house-only user may call as the backend does: house yes, civil no', () => {
    const house = ['house:device:list', 'house:alarm:list'];
    expect(canCallForProduct(house, endpoints.alarms.list, HOUSE)).toBe(true);
    expect(canCallForProduct(house, endpoints.alarms.list, CIVIL)).toBe(false);
    expect(canCallForProduct(house, endpoints.sensors.list, CIVIL)).toBe(false);
    expect(canCallForProduct(['laser:alarm:list'], endpoints.alarms.list, DESK)).toBe(true);
    expect(canCallForProduct(['laser:alarm:list'], endpoints.alarms.list, HANDHELD)).toBe(false);
    expect(canCallForProduct(['*:*:*'], endpoints.alarms.list, CIVIL)).toBe(true);
    expect(canCallForProduct(['*:*:*'], endpoints.alarms.list, '999')).toBe(true);
    expect(canCallForProduct(house, endpoints.alarms.list, '999')).toBe(false);
  });

  it('opens a product’s pages by its device list’s permission, as the endpoint table has it', () => {
    expect(PRODUCT_PAGES_CALL.access).toBe(endpoints.sensors.list.access);
    expect(mayOpenProduct(['house:device:list'], HOUSE)).toBe(true);
    expect(mayOpenProduct(['house:device:list'], CIVIL)).toBe(false);
    expect(mayOpenProduct(['civil:device:list'], CIVIL)).toBe(true);
  });
});
