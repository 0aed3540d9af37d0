import { describe, expect, it } from 'vitest';
import { REPORT_RANGES, rangeBounds, wireTime } from './report-ranges';

describe('report ranges', () => {
  it('writes the wire time in the given zone, at midnight as 00 (not 24)', () => {
    const at = Date.UTC(2026, 10, 23, 16, 5, 9);
    expect(wireTime(at, 'Asia/Shanghai')).toBe('2026-11-24 00:05:09');
    expect(wireTime(at, 'UTC')).toBe('2026-11-23 16:05:09');
  });

  it('ends each of the 1, 7 and 30 day ranges now and begins it that many days before', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(REPORT_RANGES.map((range) => rangeBounds(range, now, 'UTC'))).toEqual([
      { beginTime: '2026-11-22 12:00:00', endTime: '2026-11-23 12:00:00' },
      { beginTime: '2026-11-16 12:00:00', endTime: '2026-11-23 12:00:00' },
      { beginTime: '2026-10-24 12:00:00', endTime: '2026-11-23 12:00:00' },
    ]);
  });
});
