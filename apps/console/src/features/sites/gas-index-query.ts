import { useQuery } from '@tanstack/react-query';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';

export interface GasIndexPoint {
  time: string;
  value: number | null;
}

export interface GasIndexView {
  /** The latest index, or null when the backend sent none. */
  index: number | null;
  points: GasIndexPoint[];
}

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** A site's gas index (POST /jgtc/info/gasIndex) for one product's devices: the latest figure and the hourly points. */
export function useGasIndex(siteId: string, productId: string) {
  return useQuery({
    queryKey: ['sensors.gasIndex', siteId, productId],
    enabled: siteId !== '',
    queryFn: async (): Promise<GasIndexView> => {
      const { data } = await unwrap(fullClient.sensors.gasIndex({ siteId, productId }));
      return {
        index: numberOrNull(data.index),
        points: (data.points ?? []).map((p) => ({ time: String(p.time), value: numberOrNull(p.value) })),
      };
    },
  });
}
