import gcoord from 'gcoord';
import { runtimeSettings } from '../../app/runtime-settings';

/**
 * Where map tiles come from. `url` is a Leaflet tile template (`https://…/{z}/{x}/{y}.png`); none means the blank
 * mode: no tiles are drawn (no network), only the markers and shapes — the default, and what tests use.
 * `datum` is the tiles' coordinate system: `gcj02` for Chinese providers (AutoNavi/Gaode, Tencent), whose maps are
 * offset from GPS; `wgs84` (OpenStreetMap and most others) otherwise.
 */
export interface MapTiles {
  url: string | null;
  datum: 'wgs84' | 'gcj02';
  attribution?: string;
}

/**
 * The site's tiles: the settings file's `map` key by key, else the build's `VITE_MAP_TILE_URL`, `VITE_MAP_TILE_DATUM`
 * (`gcj02` | `wgs84`), `VITE_MAP_TILE_ATTRIBUTION`. A `tileUrl` of null in the file turns the build's tiles off.
 */
export function configuredTiles(env: Partial<Record<string, string>> = import.meta.env, map = runtimeSettings().map): MapTiles {
  const url = (map?.tileUrl !== undefined ? map.tileUrl : env.VITE_MAP_TILE_URL)?.trim() || null;
  const attribution = (map?.attribution ?? env.VITE_MAP_TILE_ATTRIBUTION)?.trim();
  const datum = map?.datum ?? env.VITE_MAP_TILE_DATUM;
  return { url, datum: url !== null && datum === 'gcj02' ? 'gcj02' : 'wgs84', ...(attribution ? { attribution } : {}) };
}

/**
 * A device's GPS position (WGS-84, as devices report it) as [lat, lng] on the given tiles: converted to GCJ-02 with
 * gcoord only for tiles in that datum; blank and WGS-84 tiles take it as it is.
 */
export function toTilePoint(lng: number, lat: number, tiles: MapTiles): [number, number] {
  if (tiles.datum !== 'gcj02') return [lat, lng];
  const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
  return [y, x];
}

/**
 * The inverse of toTilePoint: a point picked on the given tiles ([lat, lng], as Leaflet gives it) as GPS (WGS-84)
 * [lng, lat], converted from GCJ-02 with gcoord only for tiles in that datum. Shapes are stored in WGS-84.
 */
export function fromTilePoint(lat: number, lng: number, tiles: MapTiles): [number, number] {
  if (tiles.datum !== 'gcj02') return [lng, lat];
  const [x, y] = gcoord.transform([lng, lat], gcoord.GCJ02, gcoord.WGS84);
  return [x, y];
}
