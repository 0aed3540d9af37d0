import { describe, expect, it } from 'vitest';
import { productName } from './product-columns';

describe('productName', () => {
  it("is the catalogue's name in the user's language, else the backend's", () => {
    expect(productName({ productId: '15144710', name: 'x' }, 'zh-CN')).toBe('燃气地下探测器');
    expect(productName({ productId: 15144710, name: 'x' }, 'en')).toBe('Gas Underground Detector');
    expect(productName({ productId: '1', name: 'Custom' }, 'en')).toBe('Custom');
  });
});
