import { Button } from '@vigil/ui';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { type GeoJSONStoreFeatures, TerraDraw, TerraDrawCircleMode, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawLeafletAdapter } from 'terra-draw-leaflet-adapter';
import { useT } from '../../i18n/use-t';
import type { MapTiles } from '../map/map-tiles';
import { toTilePoint } from '../map/map-tiles';
import { useLeafletMap } from '../map/use-leaflet-map';
import { circleOf, type DrawnShape, type LngLat, outlineOf, ringOf } from './fence-shape';

type Mode = 'polygon' | 'circle';

export interface FenceDrawMapProps {
  /** The fence's outline (WGS-84 [lng, lat]); empty before anything is drawn. */
  area: readonly LngLat[];
  shape: DrawnShape['shape'];
  /** Called with each finished drawing: its outline and what it was drawn as. */
  onDrawn: (area: LngLat[], drawn: DrawnShape) => void;
  tiles: MapTiles;
  /** Where the view starts when nothing is drawn yet (a helmet's place), WGS-84. */
  home: LngLat | null;
  /** The form field's aria wiring (the label points at the map). */
  id?: string;
}

/**
 * The fence editor's map: the shared Leaflet base with terra-draw (its Leaflet adapter) drawing one polygon or one
 * circle with the mouse. A new drawing replaces the old one; points are stored in WGS-84 (converted back from
 * GCJ-02 tiles with gcoord). Loaded only with the editor.
 */
export default function FenceDrawMap({ area, shape, onDrawn, tiles, home, id }: FenceDrawMapProps) {
  const t = useT();
  const { box, map } = useLeafletMap<HTMLElement>(tiles, { doubleClickZoom: false });
  const draw = useRef<TerraDraw | null>(null);
  const [mode, setMode] = useState<Mode>(shape);
  const initial = useRef({ area, shape, home });
  const report = useRef(onDrawn);
  report.current = onDrawn;

  useEffect(() => {
    if (!map) return;
    const { area: start, shape: startShape, home: startHome } = initial.current;
    if (start.length > 2) map.fitBounds(L.latLngBounds(start.map(([lng, lat]) => toTilePoint(lng, lat, tiles))), { padding: [24, 24] });
    else if (startHome) map.setView(toTilePoint(startHome[0], startHome[1], tiles), 15);
    const terra = new TerraDraw({ adapter: new TerraDrawLeafletAdapter({ lib: L, map }), modes: [new TerraDrawPolygonMode(), new TerraDrawCircleMode()] });
    terra.start();
    if (start.length > 2) {
      terra.addFeatures([{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ringOf(start, tiles)] }, properties: { mode: 'polygon' } } as GeoJSONStoreFeatures]);
    }
    terra.setMode(startShape);
    terra.on('finish', (finished) => {
      const feature = terra.getSnapshotFeature(finished);
      if (feature?.geometry.type !== 'Polygon') return;
      const stale = terra.getSnapshot().filter((f) => f.id !== finished).map((f) => f.id as string);
      if (stale.length > 0) terra.removeFeatures(stale);
      const outline = outlineOf(feature.geometry.coordinates[0] ?? [], tiles);
      const drawnShape = feature.properties.mode === 'circle' ? 'circle' : 'polygon';
      report.current(outline, { shape: drawnShape, circle: drawnShape === 'circle' ? circleOf(outline) : null });
    });
    draw.current = terra;
    return () => {
      draw.current = null;
      terra.stop();
    };
  }, [map, tiles]);

  const choose = (next: Mode) => {
    setMode(next);
    draw.current?.setMode(next);
  };
  const clear = () => {
    draw.current?.clear();
    report.current([], { shape: mode, circle: null });
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {(['polygon', 'circle'] as const).map((m) => (
          <Button key={m} type="button" size="sm" variant={mode === m ? 'primary' : 'outline'} aria-pressed={mode === m} onClick={() => choose(m)}>
            {t(m === 'polygon' ? 'fence.drawPolygon' : 'fence.drawCircle')}
          </Button>
        ))}
        <Button type="button" size="sm" variant="ghost" onClick={clear}>
          {t('fence.clearArea')}
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="fence-area-status">
          {area.length > 2 ? t('fence.areaPoints', { count: area.length }) : t('fence.areaNone')}
        </span>
      </div>
      <section ref={box} id={id} aria-label={t('fence.mapLabel')} data-testid="fence-map" data-points={area.length} data-shape={shape} className="h-72 rounded-md border border-input" />
    </div>
  );
}
