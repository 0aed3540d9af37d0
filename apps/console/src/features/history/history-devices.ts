import { useQuery } from '@tanstack/react-query';
import { type Device, type Probe, probeSchema } from '@vigil/sdk';
import { probeNameIn } from '@vigil/sdk/catalogue';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';

/** Devices offered in the picker at most (the IMEI search narrows them). */
const PICKER_SIZE = 50;

/** The module product's devices whose IMEI contains `search` (POST /senstor/info/list), for the device picker. */
export function usePickerDevices(productId: string | undefined, search: string) {
  return useQuery({
    queryKey: ['sensors.list', productId, 'history-picker', search],
    queryFn: async () => (await unwrap(fullClient.sensors.list({ productId, imei: search || undefined, pageNum: 1, pageSize: PICKER_SIZE }))).rows,
    enabled: productId !== undefined,
  });
}

/** The chosen device with its probes (names, units, alarm thresholds), as the device list gives them. */
export function useChosenDevice(productId: string | undefined, imei: string) {
  return useQuery({
    queryKey: ['sensors.list', productId, 'history-device', imei],
    queryFn: async () => (await unwrap(fullClient.sensors.list({ productId, imei, pageNum: 1, pageSize: PICKER_SIZE }))).rows.find((d) => d.imei === imei) ?? null,
    enabled: productId !== undefined && imei !== '',
  });
}

/**
 * A device's probes where the list row carries them, each named as the catalogue names its kind in the UI language
 * (the legend, the table and the export show these names); rows that are not probes are left out.
 */
export function probesOf(device: Device | null | undefined, language: string): Probe[] {
  const list: unknown = device?.probes;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const parsed = probeSchema.safeParse(item);
    return parsed.success ? [{ ...parsed.data, name: probeNameIn(parsed.data, language, String(parsed.data.number)) }] : [];
  });
}
