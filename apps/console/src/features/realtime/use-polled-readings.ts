import { useQuery } from '@tanstack/react-query';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';
import type { Reading } from './reading-state';

/**
 * How often /intime/data is asked for the devices nobody watches. Device readings change at most once a minute (the
 * device reports every minute or slower); polling every 30 s shows each change within half a minute at one call
 * per module, while the watched device comes through its socket at once.
 */
export const POLL_INTERVAL_MS = 30_000;

/** The latest readings of a product's devices (POST /intime/data), grouped by IMEI, refreshed every POLL_INTERVAL_MS. */
export function usePolledReadings(module: string, productId: string | undefined) {
  return useQuery({
    queryKey: ['sensors.realtime', module, productId],
    queryFn: async () => {
      const { rows } = await unwrap(fullClient.sensors.realtime({ productId }));
      const byImei = new Map<string, Reading[]>();
      for (const reading of rows) {
        const imei = String(reading.imei ?? '');
        byImei.set(imei, [...(byImei.get(imei) ?? []), reading]);
      }
      return byImei;
    },
    enabled: productId !== undefined,
    refetchInterval: POLL_INTERVAL_MS,
    // Keep polling in a background tab: the page is a monitoring screen, often left open beside others.
    refetchIntervalInBackground: true,
  });
}
