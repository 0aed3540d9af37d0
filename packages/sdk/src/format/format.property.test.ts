import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';
import { formatDuration } from './format-duration';

const UNIT = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;

describe('formatters (properties)', () => {
  it('formatBytes: "<number> <unit>", at most two decimals, never "x.00", within rounding of the input', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1024 ** 4, noNaN: true }), (bytes) => {
        const text = formatBytes(bytes);
        const match = /^(\d+(?:\.\d{1,2})?) (B|KB|MB|GB)$/.exec(text);
        expect(match).not.toBeNull();
        expect(text).not.toMatch(/\.00 /);
        const [, value = '', unit = 'B'] = match ?? [];
        const back = Number(value) * UNIT[unit as keyof typeof UNIT];
        expect(Math.abs(back - bytes)).toBeLessThanOrEqual(0.005 * UNIT[unit as keyof typeof UNIT] + 1e-9);
      }),
    );
  });

  it('formatBytes is monotonic in its unit choice', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const order = ['B', 'KB', 'MB', 'GB'];
        const unitOf = (n: number) => order.indexOf(formatBytes(n).split(' ')[1] ?? '');
        if (a <= b) expect(unitOf(a)).toBeLessThanOrEqual(unitOf(b));
      }),
    );
  });

  it('formatDuration: the parts add back up to the whole seconds, in both languages', () => {
    const en = { d: 86_400, h: 3600, m: 60, s: 1 } as const;
    const zh = { 天: 86_400, 小时: 3600, 分钟: 60, 秒: 1 } as const;
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10 ** 9, noNaN: true }), (seconds) => {
        const sum = (text: string, units: Record<string, number>, pattern: RegExp) =>
          [...text.matchAll(pattern)].reduce((total, [, count = '0', unit = '']) => total + Number(count) * (units[unit] ?? Number.NaN), 0);
        expect(sum(formatDuration(seconds, 'en'), en, /(\d+)([dhms])/g)).toBe(Math.floor(seconds));
        expect(sum(formatDuration(seconds, 'zh-CN'), zh, /(\d+)(天|小时|分钟|秒)/g)).toBe(Math.floor(seconds));
      }),
    );
  });
});
