import { describe, expect, it } from 'vitest';
import { formatYuan } from './format-yuan';

describe('formatYuan', () => {
  it('shows yuan as CNY with two decimals in each language', () => {
    expect(formatYuan(12.5, 'zh-CN')).toBe('¥12.50');
    expect(formatYuan(0, 'zh-CN')).toBe('¥0.00');
    expect(formatYuan(1234, 'en')).toBe('CN¥1,234.00');
    expect(formatYuan(0.1 + 0.2, 'en')).toBe('CN¥0.30');
    expect(formatYuan('88.8', 'zh-CN')).toBe('¥88.80');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatYuan(Number.NaN, 'zh-CN')).toThrow(RangeError);
    expect(() => formatYuan(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
    expect(() => formatYuan('', 'en')).toThrow(RangeError);
    expect(() => formatYuan('12元', 'zh-CN')).toThrow(RangeError);
  });
});
