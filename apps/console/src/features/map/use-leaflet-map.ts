import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { MapTiles } from './map-tiles';

/**
 * The shared base of the console's maps (not react-leaflet): a Leaflet map made once in an effect on `box`'s element
 * and removed on unmount, with the tiles' layer when a tile URL is configured (none in the blank mode: no network,
 * only what the caller draws). The map is state, so the caller's effects run again once it exists.
 */
export function useLeafletMap<E extends HTMLElement>(tiles: MapTiles, options: L.MapOptions = {}): { box: RefObject<E | null>; map: L.Map | null } {
  const box = useRef<E>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const { url, attribution } = tiles;
  // The options are read once, when the map is made.
  const initial = useRef(options);

  useEffect(() => {
    if (!box.current) return;
    const created = L.map(box.current, { zoomControl: false, attributionControl: url !== null, ...initial.current }).setView([30, 120], 4);
    if (url !== null) L.tileLayer(url, attribution ? { attribution } : {}).addTo(created);
    setMap(created);
    return () => {
      setMap(null);
      created.remove();
    };
  }, [url, attribution]);

  return { box, map };
}
