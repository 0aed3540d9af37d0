import type { TrackPoint } from '@vigil/sdk';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { configuredTiles, toTilePoint } from '../map/map-tiles';
import { useLeafletMap } from '../map/use-leaflet-map';

/** How many direction arrows a track carries at most (evenly spaced). */
const ARROWS = 12;

/** The bearing (degrees clockwise from north) from one [lat, lng] to the next, for a direction arrow. */
function bearing([lat1, lng1]: [number, number], [lat2, lng2]: [number, number]): number {
  return (Math.atan2(lng2 - lng1, lat2 - lat1) * 180) / Math.PI;
}

/**
 * A track on the shared Leaflet base: the path as a polyline, arrows along it showing the direction of travel, the
 * start and end dots, and a marker at the playback position (`at`, an index into `points`).
 */
export function TrackMap({ points, at }: { points: readonly TrackPoint[]; at: number }) {
  const t = useT();
  const tiles = useRef(configuredTiles()).current;
  const { box, map } = useLeafletMap<HTMLDivElement>(tiles);
  const marker = useRef<L.CircleMarker | null>(null);
  const path = useMemo(() => points.map((p) => toTilePoint(p.lng, p.lat, tiles)), [points, tiles]);

  useEffect(() => {
    if (!map || path.length === 0) return;
    const layer = L.layerGroup().addTo(map);
    L.polyline(path, { color: '#2563eb', weight: 3, className: 'track-line' }).addTo(layer);
    const every = Math.max(1, Math.floor(path.length / ARROWS));
    for (let i = every; i < path.length; i += every) {
      const from = path[i - 1];
      const to = path[i];
      if (!from || !to) continue;
      const icon = L.divIcon({ className: 'track-arrow', html: `<span style="display:block;transform:rotate(${bearing(from, to)}deg);color:#1d4ed8;font-size:14px;line-height:14px">▲</span>`, iconSize: [14, 14] });
      L.marker(to, { icon, interactive: false, keyboard: false }).addTo(layer);
    }
    const first = path[0];
    const last = path.at(-1);
    if (first) L.circleMarker(first, { radius: 5, color: '#15803d', fillOpacity: 1 }).addTo(layer);
    if (last) L.circleMarker(last, { radius: 5, color: '#b91c1c', fillOpacity: 1 }).addTo(layer);
    if (first) marker.current = L.circleMarker(first, { radius: 7, color: '#0f172a', fillColor: '#facc15', fillOpacity: 1 }).addTo(layer);
    map.fitBounds(L.latLngBounds(path), { padding: [24, 24] });
    return () => {
      marker.current = null;
      layer.remove();
    };
  }, [map, path]);

  useEffect(() => {
    const point = path[at];
    if (point && map) marker.current?.setLatLng(point);
  }, [map, path, at]);

  return <div ref={box} role="img" aria-label={t('trajectory.mapLabel')} data-testid="track-map" data-points={points.length} className="h-80 rounded-md border border-input" />;
}
