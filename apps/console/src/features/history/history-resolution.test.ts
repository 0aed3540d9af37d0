import { describe, expect, it } from 'vitest';
import { bucketSeconds, resolutionOf } from './history-resolution';

const DAY = 86_400;
const range = (days: number) => ({ from: new Date(Date.UTC(2026, 10, 23) - days * DAY * 1000), to: new Date(Date.UTC(2026, 10, 23)) });

describe('history resolution: every reading up to a day, else a bucket per pixel at most', () => {
  it('draws a day or less from every reading, whatever the width', () => {
    expect(resolutionOf(range(1), 300)).toEqual({ kind: 'raw' });
    expect(resolutionOf(range(0.25), 1200)).toEqual({ kind: 'raw' });
  });

  it('sizes buckets so their count fits the chart width: 30 days over 1,200 px are hourly (721 buckets)', () => {
    expect(resolutionOf(range(30), 1200)).toEqual({ kind: 'buckets', seconds: 3600 });
    // 36 minutes a pixel: 30-minute buckets would be 1,441, more than the pixels.
    expect(Math.ceil((30 * DAY) / 3600) + 1).toBeLessThanOrEqual(1200);
  });

  it('gives finer buckets to a wider chart and coarser ones to a narrower or longer range', () => {
    expect(bucketSeconds(30 * DAY, 1500)).toBe(1800);
    expect(bucketSeconds(30 * DAY, 600)).toBe(7200);
    expect(bucketSeconds(90 * DAY, 1200)).toBe(2 * 3600);
    expect(bucketSeconds(2 * DAY, 1200)).toBe(300);
  });

  it('never asks for more buckets than pixels, down to one-minute buckets', () => {
    for (const [span, width] of [[2 * DAY, 2881], [7 * DAY, 800], [90 * DAY, 320], [400 * DAY, 300]] as const) {
      const size = bucketSeconds(span, width);
      expect(Math.ceil(span / size) + 1, `${span} s over ${width} px: ${size} s`).toBeLessThanOrEqual(width);
      expect(size % 60).toBe(0);
    }
    expect(bucketSeconds(2 * DAY, 2881)).toBe(60);
  });
});
