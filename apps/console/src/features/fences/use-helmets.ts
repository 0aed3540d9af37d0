import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';
import type { FormOption } from '../forms/form-types';
import type { LngLat } from './fence-shape';

/** The most helmets a fence offers to assign. */
const HELMETS_MAX = 500;

/** The hat module's helmets to assign to a fence (`IMEI (name)`), and the first one's place to start the map at. */
export function useHelmets(module: string, productId: string): { choices: readonly FormOption[]; home: LngLat | null } {
  const t = useT();
  const devices = useQuery({
    queryKey: ['sensors.list', module, productId, 'helmets'],
    queryFn: async () => (await unwrap(fullClient.sensors.list({ productId, pageNum: 1, pageSize: HELMETS_MAX }))).rows,
  });
  return useMemo(() => {
    const rows = devices.data ?? [];
    const choices = rows.map((d) => ({ value: d.imei, text: typeof d.name === 'string' && d.name !== '' ? t('notify.deviceChoice', { imei: d.imei, name: d.name }) : d.imei }));
    const placed = rows.find((d) => Number.isFinite(Number(d.longitude)) && Number.isFinite(Number(d.latitude)) && d.longitude !== null && d.latitude !== null);
    return { choices, home: placed ? [Number(placed.longitude), Number(placed.latitude)] : null };
  }, [devices.data, t]);
}
