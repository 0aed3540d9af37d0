import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { configuredTiles, type MapTiles, toTilePoint } from './map-tiles';

export interface MapMarker {
  id: string;
  /** GPS position (WGS-84). */
  lng: number;
  lat: number;
  /** Shown as the marker's tooltip. */
  label: string;
  /** Fill colour (CSS). */
  color: string;
}

export interface DeviceMapProps {
  markers: readonly MapMarker[];
  /** Accessible name of the map region. */
  label: string;
  /** Tile source; defaults to the build's (`configuredTiles`), blank when none is configured. */
  tiles?: MapTiles;
  className?: string;
}

/**
 * A small Leaflet map (not react-leaflet): the map is made once in an effect and removed on unmount; the markers
 * follow the props as circle markers (no image assets) and the view fits them. Without a tile URL no tiles are drawn.
 */
export function DeviceMap({ markers, label, tiles = configuredTiles(), className }: DeviceMapProps) {
  const box = useRef<HTMLElement>(null);
  const map = useRef<{ map: L.Map; layer: L.LayerGroup } | null>(null);
  const { url, datum, attribution } = tiles;

  useEffect(() => {
    if (!box.current) return;
    const created = L.map(box.current, { zoomControl: false, attributionControl: url !== null, preferCanvas: false }).setView([30, 120], 4);
    if (url !== null) L.tileLayer(url, attribution ? { attribution } : {}).addTo(created);
    map.current = { map: created, layer: L.layerGroup().addTo(created) };
    return () => {
      created.remove();
      map.current = null;
    };
  }, [url, attribution]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    current.layer.clearLayers();
    const points = markers.map((m) => {
      const point = toTilePoint(m.lng, m.lat, { url, datum });
      L.circleMarker(point, { radius: 6, color: '#0f172a', weight: 1, fillColor: m.color, fillOpacity: 0.9 }).bindTooltip(m.label).addTo(current.layer);
      return point;
    });
    if (points.length > 0) current.map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 13 });
  }, [markers, url, datum]);

  // Leaflet's CSS gives the container a light background: pass an important background class (`bg-slate-950!`) to change it.
  return <section ref={box} aria-label={label} data-testid="device-map" data-markers={markers.length} className={className} />;
}
