import { describe, expect, it } from 'vitest';
import { formatYuan } from './format-yuan';

describe('formatYuan', () => {
  it.each([
    [0, 'zh-CN', '¥0.00'],
    [1234.5, 'zh-CN', '¥1,234.50'],
    ['88.8', 'zh-CN', '¥88.80'],
    [0.1 + 0.2, 'zh-CN', '¥0.30'],
    [1234.5, 'en', 'CN¥1,234.50'],
    [-12, 'en', '-CN¥12.00'],
  ])('%s in %s → %s', (value, locale, expected) => {
    expect(formatYuan(value, locale)).toBe(expected);
  });

  it('rejects what is not an amount', () => {
    expect(() => formatYuan(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatYuan('abc', 'en')).toThrow(/finite amount/);
    expect(() => formatYuan('', 'en')).toThrow(RangeError);
  });
});
