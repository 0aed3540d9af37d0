import type { FenceShape } from '@vigil/sdk';
import type { MapTiles } from '../map/map-tiles';
import { fromTilePoint, toTilePoint } from '../map/map-tiles';

export type LngLat = [number, number];

/** What was drawn besides the outline: a polygon, or a circle with its centre (WGS-84) and radius in metres. */
export interface DrawnShape {
  shape: FenceShape;
  circle: { center: LngLat; radius: number } | null;
}

/** A drawn ring in the tiles' coordinates ([lng, lat], closed) as the fence's WGS-84 outline (not closed). */
export function outlineOf(ring: readonly number[][], tiles: MapTiles): LngLat[] {
  const open = ring.length > 1 && ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1] ? ring.slice(0, -1) : ring;
  return open.map(([lng = 0, lat = 0]) => round(fromTilePoint(lat, lng, tiles)));
}

/** A stored outline as a closed ring in the tiles' coordinates ([lng, lat]), for drawing it again. */
export function ringOf(area: readonly LngLat[], tiles: MapTiles): LngLat[] {
  const ring = area.map(([lng, lat]) => {
    const [y, x] = toTilePoint(lng, lat, tiles);
    return [x, y] as LngLat;
  });
  const first = ring[0];
  return first ? [...ring, first] : ring;
}

/** A circle's centre and radius (metres) from its outline: the mean of the points and their mean distance to it. */
export function circleOf(area: readonly LngLat[]): { center: LngLat; radius: number } {
  const n = Math.max(1, area.length);
  const center: LngLat = [area.reduce((s, p) => s + p[0], 0) / n, area.reduce((s, p) => s + p[1], 0) / n];
  const radius = area.reduce((s, p) => s + metres(center, p), 0) / n;
  return { center: round(center), radius: Math.round(radius) };
}

/** Distance in metres between two WGS-84 points (haversine). */
export function metres([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

const round = ([lng, lat]: LngLat): LngLat => [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
