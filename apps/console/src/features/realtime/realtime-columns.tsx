import { Button } from '@vigil/ui';
import type { Translate } from '../../i18n/translator';
import { deviceColumns } from '../devices/device-columns';
import type { Device } from '../devices/device-queries';
import type { ListColumn } from '../list/list-types';
import { probeName, ReadingValue, StateTag } from './reading-cells';
import { deviceStateOf, lastTimeOf } from './reading-state';
import type { RealtimeReadings } from './use-realtime-readings';
import { probeKey } from './use-realtime-readings';

export interface RealtimeColumnsInput {
  t: Translate;
  time: (value: unknown) => string;
  language: string;
  timeZone: string;
  data: Pick<RealtimeReadings, 'readingsOf' | 'marks' | 'now'>;
  watched: string | null;
  onWatch: (imei: string | null) => void;
}

/** The real-time table: IMEI, status and location (as device management shows them), readings, alarm state, data time, watch. */
export function realtimeColumns({ t, time, language, timeZone, data, watched, onWatch }: RealtimeColumnsInput): ListColumn<Device>[] {
  const { readingsOf, marks, now } = data;
  return [
    ...deviceColumns(['imei', 'status', 'location'], t, time),
    {
      id: 'readings',
      label: 'realtime.readings',
      cell: (d) => {
        const readings = readingsOf(d.imei);
        if (readings.length === 0) return '—';
        return (
          <ul className="grid gap-0.5" data-testid="device-readings">
            {readings.map((r) => (
              <li key={probeKey(d.imei, r)} className="whitespace-nowrap">
                {probeName(r, language)} <ReadingValue reading={r} language={language} changed={marks.has(probeKey(d.imei, r))} />
              </li>
            ))}
          </ul>
        );
      },
    },
    { id: 'state', label: 'realtime.state', cell: (d) => <StateTag {...deviceStateOf(readingsOf(d.imei), now, timeZone)} t={t} /> },
    { id: 'lastTime', label: 'realtime.lastTime', cell: (d) => time(lastTimeOf(readingsOf(d.imei))) },
    {
      id: 'watch',
      label: 'realtime.watch',
      cell: (d) => (
        <Button
          size="sm"
          variant={watched === d.imei ? 'primary' : 'outline'}
          aria-pressed={watched === d.imei}
          aria-label={t('realtime.watchDevice', { imei: d.imei })}
          onClick={() => onWatch(watched === d.imei ? null : d.imei)}
        >
          {t('realtime.watch')}
        </Button>
      ),
    },
  ];
}
