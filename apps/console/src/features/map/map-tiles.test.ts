import { describe, expect, it } from 'vitest';
import { configuredTiles, fromTilePoint, toTilePoint } from './map-tiles';

describe('map tiles', () => {
  it('is blank (no tiles, WGS-84) when no tile URL is configured', () => {
    expect(configuredTiles({})).toEqual({ url: null, datum: 'wgs84' });
    expect(configuredTiles({ VITE_MAP_TILE_URL: '  ', VITE_MAP_TILE_DATUM: 'gcj02' })).toEqual({ url: null, datum: 'wgs84' });
  });

  it('takes the configured URL, datum and attribution', () => {
    const env = { VITE_MAP_TILE_URL: 'https://t/{z}/{x}/{y}.png', VITE_MAP_TILE_DATUM: 'gcj02', VITE_MAP_TILE_ATTRIBUTION: '© AutoNavi' };
    expect(configuredTiles(env)).toEqual({ url: 'https://t/{z}/{x}/{y}.png', datum: 'gcj02', attribution: '© AutoNavi' });
  });

  it('keeps GPS positions on WGS-84 tiles and shifts them by the GCJ-02 offset on Chinese tiles', () => {
    expect(toTilePoint(121.55, 29.87, { url: null, datum: 'wgs84' })).toEqual([29.87, 121.55]);
    const [lat, lng] = toTilePoint(121.55, 29.87, { url: 'x', datum: 'gcj02' });
    // Ningbo: GCJ-02 lies a few hundred metres north-east of WGS-84.
    expect(lat - 29.87).toBeGreaterThan(-0.01);
    expect(lng - 121.55).toBeGreaterThan(0.003);
    expect(Math.abs(lat - 29.87) + Math.abs(lng - 121.55)).toBeLessThan(0.02);
  });

  it('takes a point picked on the tiles back to GPS: as it is on WGS-84 tiles, undoing the GCJ-02 offset on Chinese ones', () => {
    expect(fromTilePoint(29.87, 121.55, { url: null, datum: 'wgs84' })).toEqual([121.55, 29.87]);
    const gcj02 = { url: 'x', datum: 'gcj02' } as const;
    const [lat, lng] = toTilePoint(121.55, 29.87, gcj02);
    const [backLng, backLat] = fromTilePoint(lat, lng, gcj02);
    expect(Math.abs(backLng - 121.55)).toBeLessThan(1e-5);
    expect(Math.abs(backLat - 29.87)).toBeLessThan(1e-5);
  });
});
