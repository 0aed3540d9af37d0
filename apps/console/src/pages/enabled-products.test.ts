import { DEVICE_CATALOGUE } from '@vigil/sdk/catalogue';
import { describe, expect, it } from 'vitest';
import { withEnabledProducts } from './enabled-products';

const open = (catalogue: ReturnType<typeof withEnabledProducts>) => catalogue.filter((product) => !product.disabled).map((product) => product.code);

describe('withEnabledProducts: the chooser opens what the backend enables', () => {
  it('opens exactly the products the backend list enables, in catalogue order', () => {
    const answer = [
      { productId: '15144734', enabled: true },
      { productId: 15144642, enabled: true },
      { productId: '15144628', enabled: false },
    ];
    expect(open(withEnabledProducts(DEVICE_CATALOGUE, answer))).toEqual(['flame', 'hat']);
    expect(withEnabledProducts(DEVICE_CATALOGUE, answer)).toHaveLength(15);
  });

  it('keeps the catalogue default (home alarm only) without an answer or when the backend enables none', () => {
    expect(open(withEnabledProducts(DEVICE_CATALOGUE, undefined))).toEqual(['house']);
    expect(open(withEnabledProducts(DEVICE_CATALOGUE, []))).toEqual(['house']);
    expect(open(withEnabledProducts(DEVICE_CATALOGUE, [{ productId: '15144642', enabled: false }]))).toEqual(['house']);
  });
});
