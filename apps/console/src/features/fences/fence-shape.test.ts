import { describe, expect, it } from 'vitest';
import { circleOf, metres, outlineOf, ringOf } from './fence-shape';

const blank = { url: null, datum: 'wgs84' } as const;
const gcj02 = { url: 'x', datum: 'gcj02' } as const;

describe('fence shapes', () => {
  it('stores a drawn ring as its open WGS-84 outline and draws it back closed', () => {
    const ring = [[120.1, 30.2], [120.2, 30.2], [120.2, 30.3], [120.1, 30.2]];
    expect(outlineOf(ring, blank)).toEqual([[120.1, 30.2], [120.2, 30.2], [120.2, 30.3]]);
    expect(ringOf(outlineOf(ring, blank), blank)).toEqual(ring);
  });

  it('undoes the GCJ-02 offset of Chinese tiles, so the stored points are GPS', () => {
    const gps: [number, number][] = [[121.55, 29.87], [121.56, 29.87], [121.56, 29.88]];
    const onTiles = ringOf(gps, gcj02);
    expect(onTiles[0]?.[0]).not.toBeCloseTo(121.55, 3);
    const back = outlineOf(onTiles, gcj02);
    back.forEach(([lng, lat], i) => {
      expect(lng).toBeCloseTo(gps[i]?.[0] ?? 0, 5);
      expect(lat).toBeCloseTo(gps[i]?.[1] ?? 0, 5);
    });
  });

  it('finds a circle’s centre and radius from its outline', () => {
    const center: [number, number] = [120.15, 30.25];
    const outline = Array.from({ length: 64 }, (_, i) => {
      const a = (2 * Math.PI * i) / 64;
      // 500 m: about 0.0045° of latitude, and of longitude divided by cos(latitude).
      return [center[0] + (0.0045 * Math.cos(a)) / Math.cos((30.25 * Math.PI) / 180), center[1] + 0.0045 * Math.sin(a)] as [number, number];
    });
    const circle = circleOf(outline);
    expect(circle.center[0]).toBeCloseTo(120.15, 5);
    expect(circle.center[1]).toBeCloseTo(30.25, 5);
    expect(circle.radius).toBeGreaterThan(490);
    expect(circle.radius).toBeLessThan(510);
    expect(metres([0, 0], [0, 1])).toBeCloseTo(111_195, -2);
  });
});
