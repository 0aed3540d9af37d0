import { describe, expect, it } from 'vitest';
import { MAX_POINTS, readingAt, type SeriesProbe, seriesBetween } from './series';

const probe: SeriesProbe = { deviceKey: 12345, probeNo: 1, range: [0, 100], low: 10, high: 25 };
const DAY = 86_400_000;
const end = Date.parse('2026-06-30T00:00:00Z');

describe('series', () => {
  it('is deterministic per seed and minute, and differs across seeds', () => {
    expect(readingAt(1, probe, end)).toBe(readingAt(1, probe, end + 30_000));
    const a = seriesBetween(1, probe, end - DAY, end, 5).map((p) => p.value);
    const b = seriesBetween(1, probe, end - DAY, end, 5).map((p) => p.value);
    const c = seriesBetween(2, probe, end - DAY, end, 5).map((p) => p.value);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('gives a 30-day chart at 1-minute resolution within the range, with some alarm episodes', () => {
    const points = seriesBetween(1, probe, end - 30 * DAY, end);
    expect(points).toHaveLength(30 * 1440 + 1);
    expect(points.every((p) => p.value >= 0 && p.value <= 100)).toBe(true);
    expect(points.some((p) => p.value >= probe.high)).toBe(true);
    expect(points.filter((p) => p.value < probe.low).length / points.length).toBeGreaterThan(0.9);
  });

  it('refuses more than 30 days at one minute', () => {
    expect(() => seriesBetween(1, probe, end - 31 * DAY, end)).toThrow(RangeError);
    expect(seriesBetween(1, probe, end - 31 * DAY, end, 60).length).toBeLessThan(MAX_POINTS);
  });
});
