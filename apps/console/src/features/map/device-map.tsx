import L from 'leaflet';
import { useEffect } from 'react';
import { configuredTiles, type MapTiles, toTilePoint } from './map-tiles';
import { useLeafletMap } from './use-leaflet-map';

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
 * A device map on the shared Leaflet base (useLeafletMap): the markers follow the props as circle markers (no image
 * assets) and the view fits them. Without a tile URL no tiles are drawn.
 */
export function DeviceMap({ markers, label, tiles = configuredTiles(), className }: DeviceMapProps) {
  const { box, map } = useLeafletMap<HTMLElement>(tiles, { preferCanvas: false });
  const { url, datum } = tiles;

  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const points = markers.map((m) => {
      const point = toTilePoint(m.lng, m.lat, { url, datum });
      L.circleMarker(point, { radius: 6, color: '#0f172a', weight: 1, fillColor: m.color, fillOpacity: 0.9 }).bindTooltip(m.label).addTo(layer);
      return point;
    });
    if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 13 });
    return () => void layer.remove();
  }, [map, markers, url, datum]);

  // Leaflet's CSS gives the container a light background: pass an important background class (`bg-slate-950!`) to change it.
  return <section ref={box} aria-label={label} data-testid="device-map" data-markers={markers.length} className={className} />;
}
