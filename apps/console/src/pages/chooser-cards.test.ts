import { DEVICE_CATALOGUE } from '@vigil/sdk/catalogue';
import { describe, expect, it } from 'vitest';
import { productIdsOf } from '../features/modules/registry';
import { moduleProductOf } from '../features/modules/use-module-product';
import { anyGranted, chooserCards } from './chooser-cards';

const moduleOf = (code: string, icon?: string) =>
  chooserCards(DEVICE_CATALOGUE, null).find((c) => c.kind === 'product' && c.product.code === code && (icon === undefined || c.product.icon === icon))?.module;

describe('chooser cards: catalogue (spec §1) and route table (spec §2)', () => {
  it('opens each catalogue card’s own module; the two laser telemeters open laser and handheld', () => {
    for (const code of ['alarms', 'house', 'commercial', 'flame', 'portable', 'lampblack', 'manhole', 'gas', 'controller', 'hat']) expect(moduleOf(code), code).toBe(code);
    expect(moduleOf('telemetryInstrument', 'cloud-desk')).toBe('laser');
    expect(moduleOf('telemetryInstrument', 'handheld')).toBe('handheld');
  });

  it('opens the cards without routes in the module whose pages serve them, with their own product', () => {
    expect(moduleOf('civil')).toBe('house');
    expect(moduleOf('environment')).toBe('lampblack');
    expect(moduleOf('tvoc')).toBe('lampblack');
    const civil = DEVICE_CATALOGUE.find((p) => p.code === 'civil')?.productid ?? '';
    expect(productIdsOf('house')).toEqual(['15144628', civil]);
    expect(moduleProductOf('house', civil)).toBe(civil);
    // A product the module does not serve (a stale cookie) falls back to the module's own.
    expect(moduleProductOf('house', '15144642')).toBe('15144628');
    expect(moduleProductOf('lampblack', null)).toBe('15144680');
  });

  it('adds a card for pressure (routes, no catalogue card) only when /getRouters granted it', () => {
    expect(chooserCards(DEVICE_CATALOGUE, null).filter((c) => c.kind === 'module')).toEqual([]);
    expect(chooserCards(DEVICE_CATALOGUE, new Set(['house:/house/house'])).filter((c) => c.kind === 'module')).toEqual([]);
    const cards = chooserCards(DEVICE_CATALOGUE, new Set(['pressure:/pressure/pressure']));
    expect(cards.filter((c) => c.kind === 'module')).toEqual([{ kind: 'module', module: 'pressure', granted: true }]);
    expect(cards).toHaveLength(16);
  });

  it('marks the cards of modules /getRouters did not grant the user', () => {
    const cards = chooserCards(DEVICE_CATALOGUE, new Set(['house:/house/house', 'house:/house-device/device']));
    const granted = cards.filter((c) => c.granted).map((c) => (c.kind === 'product' ? c.product.code : c.module));
    // The civilian alarm is served by the house module's pages, so the house grant opens it too.
    expect(granted.sort()).toEqual(['civil', 'house']);
    expect(chooserCards(DEVICE_CATALOGUE, null).every((c) => c.granted)).toBe(true);
  });

  it('leaves the civilian alarm closed to a house-only user: the house tags do not grant its calls (the backend refuses them)', () => {
    const routes = new Set(['house:/house/house', 'house:/house-device/device']);
    const openTo = (held: readonly string[]) =>
      chooserCards(DEVICE_CATALOGUE, routes, held)
        .filter((c) => c.granted)
        .map((c) => (c.kind === 'product' ? c.product.code : c.module));
    expect(openTo(['house:device:list', 'house:alarm:list'])).toEqual(['house']);
    expect(openTo(['*:*:*']).sort()).toEqual(['civil', 'house']);
  });

  it('leaves every module of spec §2 reachable: from a card, or administration from the user menu', () => {
    const cards = chooserCards(DEVICE_CATALOGUE, new Set(['pressure:/pressure/pressure']));
    const reachable = new Set(cards.map((c) => c.module));
    reachable.add('user');
    expect([...reachable].filter((m) => m !== null).sort()).toEqual(
      ['alarms', 'commercial', 'controller', 'flame', 'gas', 'handheld', 'hat', 'house', 'lampblack', 'laser', 'manhole', 'portable', 'pressure', 'user'].sort(),
    );
  });
});

describe('administration on the chooser (issue 23)', () => {
  it('adds an administration card for a user holding an administration page, after the products', () => {
    const cards = chooserCards(DEVICE_CATALOGUE, new Set(['user:/usermana/usermana']), ['system:user:list'], true);
    expect(cards.at(-1)).toEqual({ kind: 'module', module: 'user', granted: true });
    expect(cards.filter((c) => c.kind === 'product').every((c) => !c.granted)).toBe(true);
    expect(anyGranted(cards)).toBe(true);
    expect(chooserCards(DEVICE_CATALOGUE, new Set(['user:/usermana/usermana']), ['system:user:list'], false).some((c) => c.module === 'user')).toBe(false);
  });

  it('says a user with neither a product nor administration may use nothing; a closed product does not count', () => {
    expect(anyGranted(chooserCards(DEVICE_CATALOGUE, new Set(), []))).toBe(false);
    // The flame detector is closed in the default catalogue (spec §1: only the home alarm is open).
    expect(anyGranted(chooserCards(DEVICE_CATALOGUE, new Set(['flame:/flame/flame']), ['flame:device:list']))).toBe(false);
    expect(anyGranted(chooserCards(DEVICE_CATALOGUE, new Set(['house:/house/house']), ['house:device:list']))).toBe(true);
  });
});
