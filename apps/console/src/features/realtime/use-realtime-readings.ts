import { useCallback, useMemo } from 'react';
import { useChangeMarks } from './use-change-marks';
import { useLiveReadings } from './use-live-readings';
import { useNow } from './use-now';
import { usePolledReadings } from './use-polled-readings';
import type { Reading } from './reading-state';

/** How often the stale rule is applied again when no new data comes. */
const STALE_CHECK_MS = 10_000;

/** The key of one probe of one device in the change marks. */
export const probeKey = (imei: string, reading: Reading): string => `${imei}:${String(reading.probe ?? '')}`;

/**
 * Every device's latest readings: the watched device's from its socket (once a frame came), the others' from
 * polling; plus the probes whose value just changed and the current time for the stale rule.
 */
export function useRealtimeReadings(module: string, productId: string | undefined, watched: string | null) {
  const polled = usePolledReadings(module, productId);
  const live = useLiveReadings(watched);
  const byImei = useMemo(() => {
    const map = new Map(polled.data ?? []);
    if (watched !== null && live.frame) map.set(watched, live.frame.readings);
    return map;
  }, [polled.data, live.frame, watched]);
  const values = useMemo(
    () => new Map([...byImei].flatMap(([imei, readings]) => readings.map((r) => [probeKey(imei, r), String(r.value)] as const))),
    [byImei],
  );
  const marks = useChangeMarks(values);
  const now = useNow(STALE_CHECK_MS);
  const readingsOf = useCallback((imei: string): Reading[] => byImei.get(imei) ?? [], [byImei]);
  return { readingsOf, marks, now, live, polled };
}

export type RealtimeReadings = ReturnType<typeof useRealtimeReadings>;
