import { describe, expect, it } from 'vitest';
import { matchesProductName } from './product-search';

// Spec §1's catalogue: 燃气地下探测器 is the Gas Underground Detector (15144710), 家用报警器 the Home Alarm (15144628).
const gas = { productId: '15144710', name: '燃气地下探测器', code: 'gas', enabled: false };
const house = { productId: 15144628, name: '家用报警器', code: 'house', enabled: true };

describe('matchesProductName', () => {
  it('finds a product by the English name the list shows, in any case, and by its Chinese name', () => {
    expect(matchesProductName(gas, 'Gas')).toBe(true);
    expect(matchesProductName(gas, 'underground')).toBe(true);
    expect(matchesProductName(gas, '燃气')).toBe(true);
    expect(matchesProductName(house, 'Gas')).toBe(false);
    expect(matchesProductName(house, 'home alarm')).toBe(true);
  });

  it('matches everything on a blank search, and a product outside the catalogue by the backend’s name', () => {
    expect(matchesProductName(house, '  ')).toBe(true);
    expect(matchesProductName({ productId: '999', name: 'Custom sensor', code: 'x' }, 'custom')).toBe(true);
  });
});
