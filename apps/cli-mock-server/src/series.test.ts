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

  it('keeps oxygen at normal air, 20.9 %VOL, and makes its rare episodes deficiencies, never enrichments', () => {
    // OSHA 29 CFR 1910.146: deficient below 19.5 %, enriched above 23.5 %; normal air is 20.9 %.
    const o2: SeriesProbe = { deviceKey: 777, probeNo: 2, range: [0, 30], low: 19.5, high: 23.5, direction: 'both', normal: 20.9 };
    const values = seriesBetween(1, o2, end - 30 * DAY, end).map((p) => p.value);
    const calm = values.filter((v) => v >= 19.5);
    expect(calm.length / values.length).toBeGreaterThan(0.9);
    expect(calm.every((v) => Math.abs(v - 20.9) <= 0.3)).toBe(true);
    expect(values.some((v) => v < 19.5)).toBe(true);
    expect(values.some((v) => v > 23.5)).toBe(false);
  });

  it('reads a flame detector as 0 (none seen) or 1 (a flame), never a fraction, mostly 0', () => {
    const flame: SeriesProbe = { deviceKey: 4242, probeNo: 1, range: [0, 1], low: 1, high: 1, direction: 'rising', normal: 0 };
    const values = seriesBetween(1, flame, end - 30 * DAY, end).map((p) => p.value);
    expect(new Set(values)).toEqual(new Set([0, 1]));
    expect(values.filter((v) => v === 0).length / values.length).toBeGreaterThan(0.9);
  });

  it('refuses more than 30 days at one minute', () => {
    expect(() => seriesBetween(1, probe, end - 31 * DAY, end)).toThrow(RangeError);
    expect(seriesBetween(1, probe, end - 31 * DAY, end, 60).length).toBeLessThan(MAX_POINTS);
  });
});
