import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

const full = 86_400 + 2 * 3600 + 3 * 60 + 4;

describe('formatDuration', () => {
  it('formats days, hours, minutes, seconds in Chinese and English', () => {
    expect(formatDuration(full, 'zh-CN')).toBe('1天2小时3分钟4秒');
    expect(formatDuration(full, 'en')).toBe('1d 2h 3m 4s');
  });
  it('formats zero', () => {
    expect(formatDuration(0, 'zh-CN')).toBe('0秒');
    expect(formatDuration(0, 'en-US')).toBe('0s');
  });
  it('omits zero parts', () => {
    expect(formatDuration(86_400 + 4, 'zh-CN')).toBe('1天4秒');
    expect(formatDuration(3600, 'en')).toBe('1h');
    expect(formatDuration(60, 'zh')).toBe('1分钟');
    expect(formatDuration(59, 'en')).toBe('59s');
  });
  it('truncates fractions to whole seconds', () => {
    expect(formatDuration(0.9, 'en')).toBe('0s');
    expect(formatDuration(61.7, 'en')).toBe('1m 1s');
  });
  it('treats every zh tag as Chinese and anything else as English', () => {
    expect(formatDuration(5, 'zh-Hans-CN')).toBe('5秒');
    expect(formatDuration(5, 'ZH-TW')).toBe('5秒');
    expect(formatDuration(5, 'fr')).toBe('5s');
    expect(formatDuration(5, 'zhx')).toBe('5s');
  });
  it('rejects negative, non-finite and non-numeric input', () => {
    expect(() => formatDuration(-1, 'en')).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatDuration('60' as unknown as number, 'en')).toThrow(RangeError);
  });
});
