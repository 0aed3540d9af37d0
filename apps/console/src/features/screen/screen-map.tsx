import type { Device } from '@vigil/sdk';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { DeviceMap, type MapMarker } from '../map/device-map';

/** The devices' positions on the map: online green, offline grey; the tooltip names the device. */
export function ScreenMap({ devices }: { devices: readonly Device[] | undefined }) {
  const t = useT();
  const markers = useMemo<MapMarker[]>(
    () => (devices ?? []).map((d) => ({
      id: String(d.id),
      lng: Number(d.longitude),
      lat: Number(d.latitude),
      label: `${d.name} (${d.imei})`,
      color: d.status === 'online' ? '#34d399' : '#94a3b8',
    })).filter((m) => Number.isFinite(m.lng) && Number.isFinite(m.lat)),
    [devices],
  );
  return (
    <div className="flex h-full flex-col gap-1">
      <DeviceMap markers={markers} label={t('screen.mapLabel')} className="min-h-[20vh] flex-1 rounded-md bg-slate-950!" />
      <p className="text-[clamp(0.7rem,0.7vw,1.7rem)] text-slate-300" data-testid="screen-map-count">
        {t('screen.devicesShown', { count: markers.length })}
      </p>
    </div>
  );
}
