import { describe, expect, it } from 'vitest';
import { formatByteLimit, formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [50, '50 B'],
    [102, '102 B'],
    [102.4, '0.10 KB'],
    [200, '0.20 KB'],
    [1024, '1 KB'],
    [1536, '1.50 KB'],
    [102_399, '100 KB'],
    [0.1 * 1024 ** 2, '0.10 MB'],
    [5 * 1024 ** 2, '5 MB'],
    [0.1 * 1024 ** 3 - 1, '102.40 MB'],
    [0.1 * 1024 ** 3, '0.10 GB'],
    [3 * 1024 ** 4, '3072 GB'],
  ])('%d → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('rejects negative, non-finite and non-numeric input with a clear error', () => {
    expect(() => formatBytes(-1)).toThrow(RangeError);
    expect(() => formatBytes(Number.NaN)).toThrow(RangeError);
    expect(() => formatBytes(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatBytes('1024' as unknown as number)).toThrow(/non-negative finite number/);
  });
});

describe('formatByteLimit', () => {
  it.each([
    [512_000, '500 KB'],
    [256 * 1024, '256 KB'],
    [16 * 1024 + 512, '16.50 KB'],
    [1024 ** 2, '1 MB'],
    [20 * 1024 ** 2, '20 MB'],
  ])('%d → %s', (bytes, expected) => {
    expect(formatByteLimit(bytes)).toBe(expected);
  });
});
